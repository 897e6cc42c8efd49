export { Drafts, type DraftsProps } from './Drafts';
