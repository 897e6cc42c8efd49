export { ProjectOrder, type ProjectOrderProps } from './ProjectOrder';
export type { CheckClock } from './use-line-check';
