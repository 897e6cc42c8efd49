import { userEvent } from 'vitest/browser';

/**
 * Whether the page has fetched a module of src/ (the tests run on Vite's dev
 * server, one request per module): what a test of code on demand looks at,
 * so a module imported with the widget again would fail it. An observer, not
 * performance.getEntries(): the test runner's own modules fill the timing
 * buffer (250 entries) before a test starts.
 */
const seen = new Set<string>();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) seen.add(new URL(entry.name).pathname);
}).observe({ type: 'resource', buffered: true });

export const fetched = (srcPath: string) => [...seen].some((path) => path.endsWith(srcPath));

/** The page has nothing left to do (idle prefetches would have fired, timing entries are in). */
export const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));

/**
 * Puts the pointer on a spot of its own (bottom left, above everything), away
 * from what the test renders: the pointer stays where the last test left it,
 * and a widget drawn under it would take that for the user heading for it.
 */
export async function pointerAway(): Promise<void> {
  const spot = document.createElement('div');
  spot.style.cssText = 'position: fixed; left: 0; bottom: 0; width: 8px; height: 8px; z-index: 2147483647';
  document.body.append(spot);
  await userEvent.hover(spot);
}
