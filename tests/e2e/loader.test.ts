import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchErrors } from './browser';
import { widgetTags } from '../../src/registry';
import { serveStatic } from './static-server';
import { readFileSync } from 'node:fs';

/** Each tag's files, as the standalone build lists them for the loader (scripts/chunk-manifest.mjs). */
const tagFiles = JSON.parse(readFileSync('dist/standalone/chunks.json', 'utf8')) as Record<string, string[]>;

/**
 * The tag whose code the build spreads over the most files (the first by name
 * of those): the case where fetching one file at a time would cost most.
 */
const [spreadTag] = Object.entries(tagFiles).sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))[0]!;

const head = `<meta charset="utf-8"><meta name="b2b:api-base" content="/api">
<link rel="stylesheet" href="/static/b2b/styles.css">
<script type="module" src="/static/b2b/loader.js"></script>`;

// Deliberately hostile legacy CSS, as old Bootstrap-3-era sites have.
const legacyCss = `<style>
* { box-sizing: content-box; font-size: 20px; font-family: serif; }
button { float: left; padding: 30px; background: red; }
table { display: block; }
input { border: 5px solid green; }
p { color: rgb(200, 0, 0); }
</style>`;

const pages = {
  '/empty.html': `<!doctype html><html lang="ru"><head>${head}</head><body><h1>Без виджетов</h1></body></html>`,
  '/one.html': `<!doctype html><html lang="ru"><head>${head}</head><body>
    <a href="#" data-b2b-open="callback">Заказать звонок</a>
    <b2b-callback></b2b-callback>
    <p id="after">Страница работает</p></body></html>`,
  '/spread.html': `<!doctype html><html lang="ru"><head>${head}</head><body><${spreadTag}></${spreadTag}></body></html>`,
  '/late.html': `<!doctype html><html lang="ru"><head>${head}</head><body><div id="slot"></div></body></html>`,
  // Every widget's code loaded and defined, yet no tag on the page.
  '/all-defined.html': `<!doctype html><html lang="ru"><head>${head}</head><body><div id="slot"></div>
    <script type="module">${widgetTags.map((tag) => `import '/static/b2b/${tag}.js';`).join('')}</script></body></html>`,
  '/legacy.html': `<!doctype html><html lang="ru"><head>${head}${legacyCss}</head><body>
    <button id="page-button" type="button">Кнопка страницы</button><p id="page-p">Текст страницы</p>
    <b2b-callback open></b2b-callback></body></html>`,
};

let browser: Browser;
let site: Awaited<ReturnType<typeof serveStatic>>;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveStatic(pages)]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string) {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const errors = watchErrors(page);
  await page.goto(site.url + path);
  return { page, requests, errors };
}

describe('standalone loader', () => {
  it('a page with no tags downloads only the loader', async () => {
    const { page, requests, errors } = await open('/empty.html');
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((p) => p.endsWith('.js'));
    expect(scripts).toEqual(['/static/b2b/loader.js']);
    expect(requests.some((p) => p.startsWith('/api/'))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a page with one tag loads that widget and renders it; the legacy link opens it', async () => {
    const { page, requests, errors } = await open('/one.html');
    await page.waitForFunction(() => customElements.get('b2b-callback') !== undefined);
    await page.waitForLoadState('networkidle');
    // The callback's files as the build lists them, and no other tag's.
    const scripts = requests.filter((p) => p.endsWith('.js') && !p.endsWith('/loader.js'));
    expect(new Set(scripts)).toEqual(new Set(tagFiles['b2b-callback']!.map((f) => `/static/b2b/${f}`)));
    await page.getByRole('link', { name: 'Заказать звонок' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#after').textContent()).toBe('Страница работает');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("fetches a tag's files together: none waits for another to arrive", async () => {
    const page = await browser.newPage();
    const files = tagFiles[spreadTag]!;
    expect(files.length).toBeGreaterThan(1);
    const asked = new Set<string>();
    let release!: () => void;
    const allAsked = new Promise<void>((resolve) => (release = resolve));
    // Every file is held until all of them are asked for: discovered one
    // import at a time, the second would never be asked and the tag never defined.
    await page.route(/\/static\/b2b\/(?!loader\.js)[^/]+\.js$/, async (route) => {
      asked.add(new URL(route.request().url()).pathname.split('/').pop()!);
      if (files.every((f) => asked.has(f))) release();
      await allAsked;
      await route.continue();
    });
    await page.goto(site.url + '/spread.html');
    await page.waitForFunction((tag) => customElements.get(tag) !== undefined, spreadTag, { timeout: 5000 });
    expect([...asked].sort()).toEqual([...files].sort());
    await page.close();
  });

  it('loads a tag that is added to the page later', async () => {
    const { page, requests } = await open('/late.html');
    await page.waitForLoadState('networkidle');
    expect(requests.some((p) => p.includes('b2b-callback'))).toBe(false);
    await page.evaluate(() => document.getElementById('slot')!.append(document.createElement('b2b-callback')));
    await page.waitForFunction(() => customElements.get('b2b-callback') !== undefined);
    await page.close();
  });
});

describe('requests', () => {
  it('no widget fetches before its element is connected', async () => {
    const { page, requests } = await open('/all-defined.html');
    await page.waitForFunction((tags) => tags.every((t) => customElements.get(t)), [...widgetTags]);
    // Created but not in the document: still nothing to fetch for.
    await page.evaluate((tags) => {
      (window as unknown as { detached: Element[] }).detached = tags.map((t) => document.createElement(t));
    }, [...widgetTags]);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(requests.filter((p) => p.startsWith('/api/'))).toEqual([]);

    // Connected: now the basket asks for its data.
    await page.evaluate(() => document.getElementById('slot')!.append(document.createElement('b2b-basket')));
    await expect.poll(() => requests.filter((p) => p.startsWith('/api/')).length).toBeGreaterThan(0);
    await page.close();
  });
});

describe('style isolation', () => {
  it('legacy CSS does not change the widget, and the widget does not change the page', async () => {
    const { page } = await open('/legacy.html');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const inside = await page.evaluate(() => {
      const root = document.querySelector('b2b-callback')!.shadowRoot!;
      const button = root.querySelector('button')!;
      const input = root.querySelector('input')!;
      const s = getComputedStyle(button);
      return {
        float: s.float,
        boxSizing: s.boxSizing,
        fontSize: s.fontSize,
        fontFamily: s.fontFamily,
        background: s.backgroundColor,
        inputBorder: getComputedStyle(input).borderTopWidth,
      };
    });
    expect(inside.float).toBe('none');
    expect(inside.boxSizing).toBe('border-box');
    expect(inside.fontSize).toBe('14px');
    expect(inside.fontFamily).not.toBe('serif');
    expect(inside.background).not.toBe('rgb(255, 0, 0)');
    expect(inside.inputBorder).not.toBe('5px');
    const outside = await page.evaluate(() => ({
      buttonFloat: getComputedStyle(document.getElementById('page-button')!).float,
      buttonPadding: getComputedStyle(document.getElementById('page-button')!).paddingTop,
      pColor: getComputedStyle(document.getElementById('page-p')!).color,
      pFont: getComputedStyle(document.getElementById('page-p')!).fontSize,
    }));
    expect(outside).toEqual({ buttonFloat: 'left', buttonPadding: '30px', pColor: 'rgb(200, 0, 0)', pFont: '20px' });
    await page.close();
  });
});
