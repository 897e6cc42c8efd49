/**
 * Runs `task` once the browser has nothing better to do (after the first
 * paint and the work around it), at the latest after `timeout` ms. Where
 * requestIdleCallback is missing (Safari) a short timer stands in. Returns
 * the cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
}
