export interface SkeletonLinesProps {
  /** How many lines of text the placeholder stands for; default 1. */
  lines?: number;
}

/**
 * Grey bars in place of text that is still loading, one per line. Each bar
 * sits in a real line box of its parent, so the placeholder is exactly as
 * tall as that many lines of the text it stands for (font size and line
 * height included): the box keeps its height when the text arrives.
 * Decorative: wrap the skeleton in aria-hidden and announce loading elsewhere.
 */
export function SkeletonLines({ lines = 1 }: SkeletonLinesProps) {
  return (
    <>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="b2b-skeleton b2b-skeleton-line" />
      ))}
    </>
  );
}
