export { Spinner, type SpinnerProps } from './Spinner';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { statesCss } from './states.css';
export { SkeletonLines, type SkeletonLinesProps } from './SkeletonLines';
export { SkeletonLoading, type SkeletonLoadingProps } from './SkeletonLoading';
