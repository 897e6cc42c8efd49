/**
 * Every story pictured after it has run (its play function included) and
 * compared with its reference in tests/visual/stories: a widget's at a
 * desktop's and a phone's width, a ui primitive's once (pictures.ts).
 * A setup file of the stories runner (vitest.config.ts) installs the
 * picture step that .storybook/preview.tsx's afterEach calls, so a
 * designer's Storybook is untouched: the still page, the font and the fixed
 * clock are only the test page's. (A hook of this file would be registered
 * for the first stories file only: the files share one page and this module
 * runs once.) A story whose play function fails ends before it: its failure
 * shows, not a picture of a broken state.
 *
 * A story is pictured as its own box, or as the whole screen where its box
 * would not show it (see `whole` below).
 */
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/600.css';
import '@fontsource/roboto/700.css';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { deepActiveElement } from '../../src/ui/focus/deep-active-element';
import { COMPARISON, FIXED_NOW, MAX_PICTURE_HEIGHT, PICTURE_FONT, STILL_CSS, storyViewports } from './pictures';

declare global {
  /**
   * Called by .storybook/preview.tsx's afterEach once a story has run.
   * `focus: false` (the story's `parameters.pictures`): pictured with the
   * focus taken off, for a story whose focus lands by a reply's timing.
   */
  var b2bPictureStory: ((story: { id: string; canvasElement: HTMLElement; focus?: boolean }) => Promise<void>) | undefined;
}

// Once for the test page, which every stories file shares (isolate: false).
vi.setSystemTime(FIXED_NOW);
const still = document.createElement('style');
still.textContent = STILL_CSS;
document.head.append(still);
// Cyrillic, Latin and «₽» in every weight the widgets use, before any picture.
await Promise.all(['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 14px ${PICTURE_FONT}`, 'Жж Ww ₽')));

/** An open dialog anywhere in the story, shadow roots included. */
function opensDialog(root: ParentNode): boolean {
  if (root.querySelector('dialog[open], [aria-modal="true"]')) return true;
  return [...root.querySelectorAll('*')].some((el) => el.shadowRoot && opensDialog(el.shadowRoot));
}

/**
 * A clear box over the whole viewport: pictured, it shows what the screen
 * shows, the dialog in the top layer included (the test page's root element
 * cannot be pictured itself).
 */
function viewportFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  document.body.append(frame);
  return frame;
}

/** Every image in the story, shadow roots included. */
function imagesIn(root: ParentNode): HTMLImageElement[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [
    ...(el instanceof HTMLImageElement ? [el] : []),
    ...(el.shadowRoot ? imagesIn(el.shadowRoot) : []),
  ]);
}

/**
 * Until every image in view has loaded or failed (at most 3 s): an image
 * without a size of its own (one in a product's HTML, a newsletter's) takes
 * its box only when it arrives. Lazy images out of view never start.
 */
async function imagesSettled(): Promise<void> {
  const inView = (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  const until = performance.now() + 3000;
  while (imagesIn(document).some((img) => !img.complete && inView(img)) && performance.now() < until) await nextFrames();
}

/** The document and every shadow root in it. */
function styleRoots(root: Document | ShadowRoot = document): (Document | ShadowRoot)[] {
  return [root, ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? styleRoots(el.shadowRoot) : []))];
}

const noImages = new CSSStyleSheet();
noImages.replaceSync('img { visibility: hidden !important; }');

/**
 * Images are pictured as the empty box they take: a product picture's number
 * is drawn in whatever Arial the machine has (an image's SVG does not get the
 * page's font), and a failed image's broken icon was drawn on one run and not
 * on the next. A rule in every root, not each image's style: a carousel laid
 * out again for the new width mounted images that were then pictured.
 * Returns the undo.
 */
function hideImages(): () => void {
  const roots = styleRoots();
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, noImages];
  return () => {
    for (const root of roots) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== noImages);
  };
}

/** Two frames: what a resize re-renders (container queries, measured rows) is on screen. */
const nextFrames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

globalThis.b2bPictureStory = async ({ id, canvasElement: canvas, focus }) => {
  // The focus taken off (deep in a shadow root too) only for a story that asks: most end
  // with the focus where the buyer left it, and its ring is part of what they show.
  if (focus === false) deepActiveElement()?.blur();
  // Every width compared before the story fails: the review page shows all that changed.
  const failures: unknown[] = [];
  for (const { width, height } of storyViewports(id)) {
    await page.viewport(width, height);
    await nextFrames();
    // Before the story's height is read: an image may still be taking its box.
    await imagesSettled();
    // Taller than the screen: the page grows to show it all (a sticky bar then sits at its end).
    const tall = Math.ceil(canvas.getBoundingClientRect().bottom + window.scrollY);
    if (tall > height) {
      await page.viewport(width, Math.min(tall, MAX_PICTURE_HEIGHT));
      await nextFrames();
    }
    // The screen instead of the story's box: a dialog sits in the top layer, a
    // floating button (the chat's) outside the box, and past the tallest
    // picture the box would be pictured with nothing drawn below the screen.
    const whole = opensDialog(canvas) || canvas.getBoundingClientRect().height < 1 || tall > MAX_PICTURE_HEIGHT;
    const showImages = hideImages();
    await nextFrames();
    const frame = whole ? viewportFrame() : null;
    try {
      await expect.element(page.elementLocator(frame ?? canvas)).toMatchScreenshot(`${id}-${width}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: COMPARISON,
        // STILL_CSS already hides the caret: nothing for each screenshot to
        // inject into every frame and take out again (two style passes a picture).
        screenshotOptions: { caret: 'initial', scale: 'css' },
      });
    } catch (failure) {
      failures.push(failure);
    } finally {
      frame?.remove();
      showImages();
    }
  }
  if (failures.length) throw failures[0];
};
