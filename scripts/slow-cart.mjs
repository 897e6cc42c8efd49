// npm run bench, its slow-profile step: the demo user's /cart/ with 300 lines
// on a slow line and a slow machine (Chromium's DevTools emulation: 400 ms
// latency, 50 kB/s each way, the CPU 4x slower), on a portal of its own.
// Prints, for a first visit (empty cache) and a second one (same context,
// same cache): the time from navigation to the first basket line drawn, the
// requests that led to it (start and end, bytes on the wire), and the time
// from a «+» click on a line's quantity to the next paint. Writes the figures
// to .vitest-reports/slow-cart.json for bench's summary.
// Alone: node --import tsx scripts/slow-cart.mjs (after npm run build);
// SLOW_CART_RUNS sets how many first visits are measured (default 3).
// The functions given to page.evaluate and waitForFunction run in the page.
/* global window, document, requestAnimationFrame */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { counterMessages } from '../src/ui/counter/counter-messages.ts';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';
import { demoWithBasket } from './demo-basket.mjs';
import { startPortal } from './portal-process.mjs';

/** The slow profile: what a buyer on a poor mobile line with a cheap laptop gets. */
export const SLOW_PROFILE = { latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024, cpuRate: 4 };
const LINES = 300;
/** The goals this measures against (the open issue on bytes on the wire). */
const GOALS = { firstLineMs: 4000, quantityPaintMs: 100, scriptsFromNetworkOnSecondVisit: 0 };
const RUNS = Number(process.env.SLOW_CART_RUNS ?? 3);
const CLICKS = 5;
const WIDGET_JS = /\/static\/b2b\/[^/?#]+\.js(?:[?#]|$)/;

/** A new page of `context` under the slow profile, with the CDP events of its widget scripts recorded. */
async function slowPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PROFILE.latency,
    downloadThroughput: SLOW_PROFILE.downloadThroughput,
    uploadThroughput: SLOW_PROFILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PROFILE.cpuRate });
  /** requestId -> what the network layer said about one widget script. */
  const scripts = new Map();
  const entry = (id) => scripts.get(id);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (WIDGET_JS.test(e.request.url)) scripts.set(e.requestId, { url: e.request.url, cache: null, status: 0, encoded: 0 });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    if (entry(e.requestId)) entry(e.requestId).cache = 'memory';
  });
  cdp.on('Network.responseReceived', (e) => {
    const s = entry(e.requestId);
    if (!s) return;
    s.status = e.response.status;
    if (e.response.fromDiskCache) s.cache = 'disk';
    if (e.response.fromPrefetchCache) s.cache = 'prefetch';
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (entry(e.requestId)) entry(e.requestId).encoded = e.encodedDataLength;
  });
  return { page, scripts };
}

/**
 * Navigates to /cart/ and resolves with the page's clock (ms since navigation
 * start) when a basket line (a table row with a quantity counter) is first
 * laid out in the viewport.
 */
async function firstLine(page) {
  await page.goto('/cart/', { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (increase) => {
      const root = document.querySelector('b2b-basket')?.shadowRoot;
      const button = root?.querySelector(`[role="row"] [aria-label="${increase}"], tr [aria-label="${increase}"]`);
      if (!button) return false;
      const r = button.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.top < window.innerHeight ? performance.now() : false;
    },
    counterMessages.increase,
    { polling: 'raf', timeout: 120_000 },
  );
  return Math.round(await handle.jsonValue());
}

/** The requests of the page up to now, from its Resource Timing: the waterfall to the first line. */
const waterfall = (page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      what: new URL(e.name).pathname + new URL(e.name).search,
      start: Math.round(e.startTime),
      firstByte: Math.round(e.responseStart),
      end: Math.round(e.responseEnd),
      wire: e.transferSize,
      body: e.encodedBodySize,
      decoded: e.decodedBodySize,
    })),
  );

const navigation = (page) =>
  page.evaluate(() => {
    const [n] = performance.getEntriesByType('navigation');
    return { firstByte: Math.round(n.responseStart), end: Math.round(n.responseEnd), wire: n.transferSize, body: n.encodedBodySize, decoded: n.decodedBodySize };
  });

/**
 * Clicks «+» on the first `CLICKS` lines, one at a time once the page is
 * settled, and measures each click's time to the next paint: from the event's
 * time stamp to a timer queued by the next animation frame (it runs after the
 * frame is painted), and Event Timing's duration where it recorded one (only
 * over 16 ms).
 */
async function quantityPaints(page) {
  await page.evaluate(() => {
    window.__probe = [];
    window.__timing = [];
    window.addEventListener(
      'click',
      (e) => {
        const t0 = e.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__probe.push(performance.now() - t0)));
      },
      { capture: true },
    );
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.interactionId) window.__timing.push({ id: e.interactionId, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  const basket = page.locator('b2b-basket');
  const plus = basket.getByRole('button', { name: counterMessages.increase });
  for (let i = 0; i < CLICKS; i++) {
    await plus.nth(i).click();
    await page.waitForTimeout(1500);
  }
  return page.evaluate(() => {
    const byId = new Map();
    for (const e of window.__timing) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    return { probe: window.__probe.map(Math.round), eventTiming: [...byId.values()] };
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

function scriptCounts(scripts) {
  const all = [...scripts.values()];
  const cached = all.filter((s) => s.cache);
  return {
    scripts: all.length,
    fromCache: cached.length,
    fromNetwork: all.length - cached.length,
    revalidated: all.filter((s) => !s.cache && s.status === 304).length,
    wireBytes: all.filter((s) => !s.cache).reduce((sum, s) => sum + s.encoded, 0),
  };
}

function printWaterfall(title, nav, rows, firstLineMs) {
  console.log(`\n${title}: first line at ${firstLineMs} ms; the page's requests until then (ms since navigation start, bytes)`);
  const lines = [
    { what: '/cart/ (HTML)', start: 0, firstByte: nav.firstByte, end: nav.end, wire: nav.wire, body: nav.body, decoded: nav.decoded },
    ...rows.filter((r) => r.start <= firstLineMs).sort((a, b) => a.start - b.start),
  ];
  console.table(lines);
}

async function main() {
  if (!existsSync('dist/standalone/loader.js')) throw new Error('no dist/standalone/loader.js: npm run build first');
  const portal = await startPortal();
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true });
  const report = { profile: SLOW_PROFILE, lines: LINES, goals: GOALS, runs: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await demoWithBasket(browser, portal.url, { lines: LINES, minStock: 2 });
      const first = await slowPage(context);
      const firstLineMs = await firstLine(first.page);
      const [nav, rows] = [await navigation(first.page), await waterfall(first.page)];
      if (run === 0) printWaterfall(`first visit (run ${run + 1})`, nav, rows, firstLineMs);
      await first.page.waitForLoadState('networkidle');
      const paints = run === 0 ? await quantityPaints(first.page) : null;
      const firstScripts = scriptCounts(first.scripts);
      await first.page.close();

      const second = await slowPage(context);
      const secondLineMs = await firstLine(second.page);
      await second.page.waitForLoadState('networkidle');
      const secondScripts = scriptCounts(second.scripts);
      if (run === 0) printWaterfall(`second visit (run ${run + 1})`, await navigation(second.page), await waterfall(second.page), secondLineMs);
      await context.close();

      const byPath = (p) => rows.find((r) => r.what.startsWith(p));
      const runtime = rows.find((r) => /\/static\/b2b\/shared-runtime-[^/]+\.js$/.test(r.what));
      const basketReply = byPath('/api/getBasketData/');
      report.runs.push({
        firstLineMs,
        secondVisitFirstLineMs: secondLineMs,
        firstVisitScripts: firstScripts,
        secondVisitScripts: secondScripts,
        runtimeChunk: runtime && { file: runtime.what, wire: runtime.wire, body: runtime.body, decoded: runtime.decoded },
        basketReply: basketReply && { wire: basketReply.wire, body: basketReply.body, decoded: basketReply.decoded },
        html: { wire: nav.wire, body: nav.body, decoded: nav.decoded },
        ...(paints && { quantityPaint: paints }),
      });
      console.log(
        `run ${run + 1}: first line ${firstLineMs} ms (second visit ${secondLineMs} ms); widget scripts on the second visit: ` +
          `${secondScripts.fromNetwork} of ${secondScripts.scripts} from the network (${secondScripts.revalidated} revalidated), ${secondScripts.fromCache} from the cache`,
      );
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
  const [r0] = report.runs;
  const firstLines = report.runs.map((r) => r.firstLineMs);
  const paint = r0.quantityPaint;
  report.summary = {
    'first line, first visit (ms, median)': median(firstLines),
    'first line, first visit (ms, runs)': firstLines.join(' / '),
    'first line, second visit (ms, median)': median(report.runs.map((r) => r.secondVisitFirstLineMs)),
    '«+» to next paint (ms, median / max)': `${median(paint.probe)} / ${Math.max(...paint.probe)}`,
    '«+» Event Timing (ms, over 16 only)': paint.eventTiming.join(' / ') || 'none over 16',
    'widget scripts from the network, second visit': `${r0.secondVisitScripts.fromNetwork} of ${r0.secondVisitScripts.scripts}`,
    'runtime chunk on the wire (body bytes / decoded)': r0.runtimeChunk ? `${r0.runtimeChunk.body} / ${r0.runtimeChunk.decoded}` : 'not seen',
    'getBasketData on the wire (body bytes / decoded)': r0.basketReply ? `${r0.basketReply.body} / ${r0.basketReply.decoded}` : 'not seen',
    '/cart/ HTML on the wire (body bytes / decoded)': `${r0.html.body} / ${r0.html.decoded}`,
    'widget scripts on the wire, first visit (bytes)': r0.firstVisitScripts.wireBytes,
  };
  console.log(`\n/cart/ with ${LINES} lines, slow profile (latency ${SLOW_PROFILE.latency} ms, ${SLOW_PROFILE.downloadThroughput / 1024} kB/s each way, CPU ${SLOW_PROFILE.cpuRate}x)`);
  console.table(report.summary);
  console.log(`goals: first line <= ${GOALS.firstLineMs} ms, «+» to paint <= ${GOALS.quantityPaintMs} ms, ${GOALS.scriptsFromNetworkOnSecondVisit} widget scripts from the network on a second visit`);
  mkdirSync('.vitest-reports', { recursive: true });
  writeFileSync('.vitest-reports/slow-cart.json', JSON.stringify(report, null, 2));
}

await main();
