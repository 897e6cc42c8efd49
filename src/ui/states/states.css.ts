import { border, danger, muted, primary, radius, skeleton, space } from '../styles/tokens';

export const statesCss = /* css */ `
.b2b-spinner { display: inline-flex; align-items: center; gap: ${space}; }
.b2b-spinner-wheel {
  width: 1.25em; height: 1.25em;
  border: 2px solid ${border};
  border-top-color: ${primary};
  border-radius: 50%;
  animation: b2b-spin 0.8s linear infinite;
}
@keyframes b2b-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .b2b-spinner-wheel { animation-duration: 2.4s; } }
.b2b-empty, .b2b-error-state {
  display: grid; justify-items: center; gap: ${space};
  padding: calc(${space} * 3) calc(${space} * 2);
  border: 1px dashed ${border};
  border-radius: ${radius};
  text-align: center;
}
.b2b-empty-title { margin: 0; font-weight: 600; }
.b2b-empty-text { color: ${muted}; }
.b2b-error-state { border-style: solid; border-color: ${danger}; }
.b2b-error-state-text { margin: 0; color: ${danger}; }

/* Placeholders shaped like content that is still loading (same box, no layout shift when it arrives). */
.b2b-skeleton {
  background: ${skeleton};
  border-radius: ${radius};
  animation: b2b-pulse 1.6s ease-in-out infinite;
}
/* Inline, full width: one line box of the parent's font each; the last of several is shorter, like text. */
.b2b-skeleton-line { display: inline-block; width: 100%; height: 0.9em; vertical-align: middle; }
.b2b-skeleton-line:last-child:not(:first-child) { width: 60%; }
/* SkeletonLoading: the status over the shapes, centred or near the top of a long list. */
.b2b-skeleton-loading { position: relative; }
.b2b-skeleton-loading > .b2b-spinner { position: absolute; inset-inline: 0; justify-content: center; }
.b2b-skeleton-loading[data-place='center'] > .b2b-spinner { inset-block: 0; }
.b2b-skeleton-loading[data-place='top'] > .b2b-spinner { top: calc(${space} * 2); }
@keyframes b2b-pulse { 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) { .b2b-skeleton { animation: none; } }
`;
