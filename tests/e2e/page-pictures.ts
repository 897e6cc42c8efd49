// How the page sweep (page-sweep.test.ts) pictures every portal page, for a
// visitor and for the demo user, at a phone's, a tablet's and a desktop's
// width, and compares each picture with its reference in tests/visual/pages
// (`<who>-<page>-<width>.png`), as the stories are (tests/visual/compare.ts).
// `npm run visual` runs these and the stories and shows what differs;
// `npm run visual -- --update` accepts it.
//
// What holds a page still:
// - a portal of its own, seeded at the pictures' instant and living at it
//   (scripts/portal-process.mjs `at`): the same orders, dates and numbers on
//   every run, and no other e2e file changing the demo user's basket;
// - the browser's clock fixed at that instant, in Moscow, in Russian, with
//   reduced motion; no caret, no transitions (STILL_CSS), no focus left on a
//   control, no scrollbars (Playwright's headless Chromium hides them);
// - fonts from npm only: Roboto for the widgets (--b2b-font-family), PT Serif
//   standing in for the legacy site's Georgia, drawn without anti-aliasing
//   (pictureBrowserEnv); images (product pictures) left out as empty boxes.
//
// Each page loads once per user and is pictured at each width on that load:
// the window resized, then the page waited for until it has settled.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { startPortal } from '../../scripts/portal-process.mjs';
import { matchPicture, type UpdateMode } from '../visual/compare';
import { DIFFS, FIXED_NOW, PAGE_PICTURES, PAGE_WIDTHS, pictureBrowserEnv, PICTURE_FONT, STILL_CSS, TIME_ZONE } from '../visual/pictures';
import { OBSERVE, settled } from './page-checks';

const ROOT = resolve(import.meta.dirname, '../..');

/** The window's height at each width before it grows to the page: a phone's, a tablet's, a desktop's. */
const HEIGHTS: Record<(typeof PAGE_WIDTHS)[number], number> = { 360: 740, 768: 1024, 1366: 900 };
/**
 * The tallest picture of a page: a long page is pictured down to here (its
 * header, filters and first screens of rows), which keeps the set small.
 */
const MAX_PAGE_HEIGHT = 4000;

/** The picture's name for a page: `/` home, `/catalog/` catalog. */
const pageName = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';

/**
 * The @font-face rules of the npm fonts as data: URLs (the portal's CSP
 * takes fonts from its own origin or data:), woff2 only; PT Serif under the
 * name the legacy stylesheet asks for, so Georgia is never looked up on the
 * machine.
 */
function fontFaces(): string {
  const require = createRequire(import.meta.url);
  const faces = [
    { pkg: '@fontsource/roboto', weights: ['400', '600', '700'], family: null },
    { pkg: '@fontsource/pt-serif', weights: ['400', '700'], family: 'Georgia' },
  ];
  return faces
    .flatMap(({ pkg, weights, family }) => {
      const dir = dirname(require.resolve(`${pkg}/package.json`));
      return weights.map((weight) =>
        readFileSync(join(dir, `${weight}.css`), 'utf8')
          .replace(/src: url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)[^;]*;/g, (_, file: string) => {
            const data = readFileSync(join(dir, 'files', file)).toString('base64');
            return `src: url(data:font/woff2;base64,${data}) format('woff2');`;
          })
          .replace(/font-family: '[^']+';/g, (rule) => (family ? `font-family: '${family}';` : rule)),
      );
    })
    .join('\n');
}

/** What every pictured page gets once loaded: the fonts, no motion or caret, images left out. */
const PAGE_CSS = `${fontFaces()}\n${STILL_CSS}\nimg { visibility: hidden !important; }`;

/**
 * Until the page has drawn what it has: the fonts of each weight and
 * alphabet loaded (document fonts reach into shadow roots), two frames for
 * what a resize re-renders. Returns the page's height.
 */
const drawn = (page: Page) =>
  page.evaluate(async (font) => {
    const samples = 'Жж Ww ₽';
    await Promise.all([
      ...['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 14px ${font}`, samples)),
      ...['400', '700'].map((weight) => document.fonts.load(`${weight} 18px Georgia`, samples)),
    ]);
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return Math.ceil(document.documentElement.scrollHeight);
  }, PICTURE_FONT);

/**
 * Images inside the widgets' shadow roots left out too (the page's CSS does
 * not reach there), and the focus taken off whatever holds it, deep in a
 * shadow root included: a focus ring depends on what ran before.
 */
const stillPage = (page: Page) =>
  page.evaluate(async () => {
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        if (el instanceof HTMLImageElement) el.style.setProperty('visibility', 'hidden', 'important');
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLElement) active.blur();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

/** Requests in flight on a page: a resize may fetch what the narrower layout needs. */
export function inFlight(page: Page): () => number {
  let count = 0;
  page.on('request', () => count++);
  const done = () => (count = Math.max(0, count - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => count;
}

/**
 * The window at `width`, grown to the page's height (up to
 * MAX_PAGE_HEIGHT), and the page settled in it: nothing being fetched,
 * nothing shown busy, drawn, still.
 */
async function resize(page: Page, width: (typeof PAGE_WIDTHS)[number], pending: () => number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHTS[width] });
  const tall = await drawn(page);
  if (tall > HEIGHTS[width]) {
    await page.setViewportSize({ width, height: Math.min(tall, MAX_PAGE_HEIGHT) });
    await drawn(page);
  }
  for (const until = Date.now() + 20_000; pending() > 0 && Date.now() < until; ) await page.waitForTimeout(50);
  await settled(page);
  await stillPage(page);
}


/** Who is pictured: a visitor, and the demo user signed in. */
export type Who = 'visitor' | 'demo';

/**
 * The portal the pictures need (seeded at FIXED_NOW, living at it) and a
 * Chromium drawing in the pictures' fonts, with a context per user: Moscow's
 * time and language, reduced motion, the clock fixed, OBSERVE from the first
 * script (the sweep reads the layout shift of the same loads). `close` ends
 * them all.
 */
export async function picturePortal(): Promise<{ contexts: Map<Who, BrowserContext>; close: () => Promise<void> }> {
  const [portal, browser] = await Promise.all([
    startPortal({ at: FIXED_NOW }),
    chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, env: pictureBrowserEnv(ROOT), headless: true }),
  ]);
  const contexts = new Map<Who, BrowserContext>();
  for (const who of ['visitor', 'demo'] as const) {
    const context = await browser.newContext({
      baseURL: portal.url,
      locale: 'ru-RU',
      timezoneId: TIME_ZONE,
      reducedMotion: 'reduce',
      viewport: { width: 1366, height: HEIGHTS[1366] },
      deviceScaleFactor: 1,
    });
    await context.clock.setFixedTime(FIXED_NOW);
    await context.addInitScript(OBSERVE);
    if (who === 'demo') {
      const res = await context.request.post('/api/getUserDemo/', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      if (!res.ok()) throw new Error(`getUserDemo failed: ${res.status()} ${await res.text()}`);
    }
    contexts.set(who, context);
  }
  return {
    contexts,
    async close() {
      for (const context of contexts.values()) await context.close();
      await browser.close();
      await portal.stop();
    },
  };
}

/**
 * A loaded page (`pending`: its requests in flight, counted since the load)
 * pictured at each width, widest first, and compared with its references;
 * `atEachWidth` runs there after the picture (what else is measured at that
 * width). Returns a line per picture that differs.
 */
export async function picturePage(
  page: Page,
  { who, path, pending, update, atEachWidth }: { who: Who; path: string; pending: () => number; update: UpdateMode; atEachWidth?: (width: (typeof PAGE_WIDTHS)[number]) => Promise<void> },
): Promise<string[]> {
  await page.addStyleTag({ content: PAGE_CSS });
  const failures: string[] = [];
  for (const width of [...PAGE_WIDTHS].reverse()) {
    await resize(page, width, pending);
    const name = `${who}-${pageName(path)}-${width}`;
    const match = await matchPicture({
      // STILL_CSS already stops motion and hides the caret: nothing for the screenshot to inject and wait for.
      take: () => page.screenshot({ animations: 'allow', caret: 'initial', scale: 'css' }),
      reference: join(ROOT, PAGE_PICTURES, `${name}.png`),
      diffs: join(ROOT, DIFFS, 'pages'),
      name,
      update,
    });
    if (!match.pass) failures.push(match.message!);
    await atEachWidth?.(width);
  }
  return failures;
}
