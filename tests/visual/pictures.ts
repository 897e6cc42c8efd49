/**
 * What the visual tests picture and how they compare, for the stories
 * (tests/visual/story-pictures.ts, in the stories runner) and the portal's
 * pages (tests/e2e/page-sweep.test.ts, in e2e). `npm run visual` runs only
 * them and writes a review page (scripts/visual.mjs).
 *
 * Reference pictures live in the repo beside this file; a run that differs
 * writes the new picture and the difference under DIFFS, which the review
 * page reads.
 */

/** The reference pictures of the stories: `<story id>-<width>.png`. */
export const STORY_PICTURES = 'tests/visual/stories';
/** The reference pictures of the portal's pages: `<who>-<page>-<width>.png`. */
export const PAGE_PICTURES = 'tests/visual/pages';
/** Where a run puts what differs: `<name>-actual.png`, `<name>-diff.png`. */
export const DIFFS = '.vitest-reports/visual';

/** A desktop the buyers use most and a phone. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
/**
 * The tallest picture of a story: a story taller than its viewport is
 * pictured whole (the test page grows to it), up to this. The test
 * browser's own window is this tall, so nothing is scaled down to fit.
 */
export const MAX_PICTURE_HEIGHT = 2400;
/** The portal's pages: a small phone, a tablet, a desktop. */
export const PAGE_WIDTHS = [360, 768, 1366] as const;

/**
 * A widget is pictured on a desktop and on a phone (its cards, its folded
 * header); a ui primitive is the same at any width: once.
 */
export const storyViewports = (storyId: string) => (storyId.startsWith('widgets-') ? [DESKTOP, PHONE] : [DESKTOP]);

/**
 * How close a picture must be to its reference. The same Chromium draws the
 * same pixels for the same page, so the only room is for colour noise a
 * person cannot see (pixelmatch's per-pixel threshold) and a few
 * anti-aliased pixels; a padding 1 px wider moves whole edges and text.
 */
export const COMPARISON = { threshold: 0.1, allowedMismatchedPixels: 8 } as const;

/**
 * One instant for every picture: dates a widget prints ("today", an order's
 * date, a message's time) come out the same on every run and machine.
 * Noon in Moscow, where the portal's buyers are.
 */
export const FIXED_NOW = new Date('2026-11-20T12:00:00+03:00');
export const TIME_ZONE = 'Europe/Moscow';

/**
 * The font every picture is drawn in: Roboto from npm (@fontsource/roboto,
 * Cyrillic and «₽» included), not whatever sans-serif a machine has.
 * The widgets read it from --b2b-font-family.
 */
export const PICTURE_FONT = 'Roboto';

/**
 * The environment of a Chromium that takes pictures: its fonts as
 * tests/visual/fonts.conf sets them (text without anti-aliasing).
 */
export const pictureBrowserEnv = (root: string): Record<string, string> => ({
  ...(process.env as Record<string, string>),
  FONTCONFIG_FILE: `${root}/tests/visual/fonts.conf`,
});

/**
 * What would make two runs differ without anything having changed: a
 * blinking caret, transitions caught half way, smooth scrolling. Custom
 * properties and caret-color inherit into the widgets' shadow roots.
 */
export const STILL_CSS = `
  :root { --b2b-font-family: '${PICTURE_FONT}', sans-serif; caret-color: transparent; scroll-behavior: auto; }
  *, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; }
`;
