import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface SkeletonLoadingProps {
  /** The announced status, shown over the shapes; default t('loading'). */
  label?: string;
  /** Where the status sits: centred over the shapes, or near their top (a long list). */
  place?: 'center' | 'top';
  /** Shapes of the content to come (SkeletonLines, b2b-skeleton boxes), in its real boxes. */
  children: ReactNode;
}

/**
 * A loading state as tall as what it stands for: the skeleton shapes hold the
 * content's box (no layout shift when it arrives), hidden from screen readers,
 * and one visible, announced status sits over them.
 */
export function SkeletonLoading({ label, place = 'center', children }: SkeletonLoadingProps) {
  return (
    <div className="b2b-skeleton-loading" data-place={place}>
      <div aria-hidden="true">{children}</div>
      <Spinner label={label} showLabel />
    </div>
  );
}
