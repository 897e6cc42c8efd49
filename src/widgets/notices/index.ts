export { Notices, type NoticesProps } from './Notices';
