/**
 * Runs `run` once the next frame has been painted, and returns its cancel.
 * A timer queued by an animation frame runs after that frame's paint, on
 * React and on Preact alike; a hidden page paints nothing, so there it runs
 * on a timer at once.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => (timer = setTimeout(run));
  if (document.visibilityState === 'hidden') {
    later();
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(later);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
