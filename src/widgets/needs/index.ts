export { Needs, type NeedsProps } from './Needs';
