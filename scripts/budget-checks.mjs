// The size goals of budgets.config.mjs, checked against the standalone build
// (checkBuild: the loader, the runtime, where heavy libraries sit) and against
// what each portal page downloads in Chromium (checkPages, rows of
// scripts/page-js.mjs). Used by npm run budgets, which measures the pages on a
// portal of its own, and by e2e's page sweep, which measures them on the pages
// it loads anyway. Prints each check with its number and its goal, and one
// table per page. Only goals fail: a page's own bytes are reported (npm run
// budgets -- --compare <git ref>, scripts/budget-compare.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import budgets from '../budgets.config.mjs';
import { closure, reachable } from './chunk-graph.mjs';
import { portalPages } from './page-js.mjs';
import { fileSizes } from './sizes.mjs';

/** The goals (budgets.config.mjs), for what reads them with types (scripts/budget-checks.d.mts). */
export const goals = budgets;

/** Every page the budgets hold: the portal's routes and budgets.extraPages. */
export const budgetPages = () => [...portalPages(), ...budgets.extraPages.map((path) => ({ method: 'GET', path }))];

/** Lines in the demo user's basket while its pages are measured. */
export const BASKET_LINES = budgets.basketLines;

/**
 * POST pages, reached through their forms: a complaint about two of the
 * products in the demo user's basket.
 */
export const budgetForms = (productIds) => ({
  '/complaints/submit': () => ({ recl: JSON.stringify(Object.fromEntries(productIds.slice(0, 2).map((id) => [id, 1]))), document: '', comment: '' }),
});

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** A goal holds for whichever encoding the server picks: both must fit. */
export const fits = ({ gzip, brotli }, limit) => gzip <= limit && brotli <= limit;

/** What a page may download on load, by who is looking: a visitor, or a logged-in buyer (any other user). */
export const pageGoal = (user, goals = budgets) => (user === 'visitor' ? goals.visitorPage : goals.customerPage);

/** How a page's row is named in what is printed: its path and its user. */
export const pageLabel = (row) => `${row.page} (${row.user === 'visitor' ? 'visitor' : `${row.user} user`})`;

const verdict = (name, sizes, limit) => ({
  name,
  ok: fits(sizes, limit),
  text: `${name}: ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli (goal ${kb(limit)})`,
});

/**
 * The byte goals of the build's files: `loader` and `runtime` are their sizes
 * ({ gzip, brotli }). One { name, ok, text } per goal.
 */
export function buildVerdicts({ loader, runtime }, goals = budgets) {
  return [verdict('loader.js', loader, goals.loader), verdict('shared runtime', runtime, goals.runtime)];
}

/**
 * The goals of one measured page (a row of scripts/page-js.mjs: `user`,
 * `page`, the `files` it downloaded on load and their `total`, and `after`:
 * what each dialog added): its bytes and its files on load, and each
 * dialog's bytes. One { name, ok, text } per goal.
 */
export function pageVerdicts(row, goals = budgets) {
  const label = pageLabel(row);
  const files = row.files.length;
  return [
    verdict(`${label}: on load`, row.total, pageGoal(row.user, goals)),
    { name: `${label}: files`, ok: files <= goals.files, text: `${label}: ${files} script files on load (goal: at most ${goals.files})` },
    ...(row.after ?? []).map((a) => verdict(`${label}: after ${a.name}`, a.total, goals.dialog)),
  ];
}

/**
 * The checks over the build in `dir`. `failures` names each goal or rule
 * broken so far; `checkBuild()` and `checkPages(rows)` add to it and print.
 */
export function budgetChecks(dir = 'dist/standalone', goals = budgets) {
  const sizes = new Map(fileSizes(dir).map((s) => [s.file, s]));
  const code = (file) => readFileSync(join(dir, file), 'utf8');
  const total = (files) => {
    let gzip = 0;
    let brotli = 0;
    for (const f of files) {
      gzip += sizes.get(f)?.gzip ?? 0;
      brotli += sizes.get(f)?.brotli ?? 0;
    }
    return { gzip, brotli };
  };
  const widgets = [...sizes.keys()].filter((f) => /^b2b-.*\.js$/.test(f));

  /** The chunks holding each heavy library (budgets.heavy), by its marker. */
  const holders = new Map(Object.entries(goals.heavy).map(([lib, { marker }]) => [lib, [...sizes.keys()].filter((f) => marker.test(code(f)))]));
  const failures = [];

  /** Prints a verdict (a failure always, the rest unless `quiet`: the page tables show them) and keeps its failure. */
  function report({ name, ok, text }, quiet = false) {
    if (!ok || !quiet) console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
    if (!ok) failures.push(name);
    return ok;
  }
  function fail(name, text) {
    console.log(`FAIL ${text}`);
    failures.push(name);
  }

  /** The build's files: the loader and the runtime against their goals, where heavy libraries sit. */
  function checkBuild() {
    // The loader: no React in it, and nothing it imports statically.
    const loaderFiles = closure(dir, 'loader.js');
    if (loaderFiles.size > 1 || /react\.(?:element|transitional)|__CLIENT_INTERNALS/.test(code('loader.js'))) {
      fail('loader without React', `loader.js must not import React or shared chunks (imports: ${[...loaderFiles].join(', ')})`);
    } else console.log('ok   loader.js contains no React and imports nothing statically');

    // The runtime: what every page loads, in the chunk every tag imports (scripts/page-chunks.mjs).
    const closures = new Map(widgets.map((w) => [w, closure(dir, w)]));
    const runtime = [...sizes.keys()].filter((f) => f.startsWith('shared-runtime-'));
    if (runtime.length !== 1 || !widgets.every((w) => closures.get(w).has(runtime[0]))) fail('runtime', `one shared-runtime chunk every tag imports expected, found ${runtime.join(', ') || 'none'}`);
    for (const v of buildVerdicts({ loader: total(['loader.js']), runtime: total(runtime) }, goals)) report(v);
    // What one tag alone costs at the least (every tag loads these): printed, so the layout chunks' reach shows.
    const everyTag = [...sizes.keys()].filter((f) => f.startsWith('shared-') && widgets.every((w) => closures.get(w).has(f)));
    console.log(`info every tag loads ${everyTag.join(', ')}: ${kb(total(everyTag).gzip)} gzip`);

    // A heavy library may sit in a chunk the allowed widget loads statically or on
    // demand (import()), never in one any other widget can load. A library loaded
    // on demand (`lazy`) is in no chunk a tag imports statically; where its
    // import() sits in shared code (a phone field in the runtime), the pages in
    // the browser show who fetches it and when (below).
    const reach = new Map(widgets.map((w) => [w, reachable(dir, w)]));
    for (const [lib, { allowedIn, lazy }] of Object.entries(goals.heavy)) {
      const files = holders.get(lib);
      if (lazy) {
        const eager = files.filter((f) => widgets.some((w) => closures.get(w).has(f)));
        if (eager.length) fail(lib, `${lib} must load on demand, but a tag imports it statically: ${eager.join(', ')}`);
        else console.log(`ok   ${lib} on demand only (${files.join(', ') || 'in no chunk'})`);
        if (!allowedIn) continue;
      }
      const allowed = new Set(allowedIn.flatMap((tag) => (reach.has(`${tag}.js`) ? [...reach.get(`${tag}.js`)] : [])));
      const shared = widgets.filter((w) => !allowedIn.includes(w.replace(/\.js$/, '')));
      const leaks = files.filter((f) => !allowed.has(f) || shared.some((w) => reach.get(w).has(f)));
      if (leaks.length) fail(lib, `${lib} is loaded by widgets that don't use it: ${leaks.join(', ')}`);
      else console.log(`ok   ${lib} ${allowedIn.length ? `only in ${allowedIn.join(', ')}` : 'in no chunk'}${lazy ? ' (on demand)' : ''}`);
    }
  }

  /**
   * What a user downloads: each row (a page for a user, on load with no input
   * and after each dialog) against the goals. Returns the rows as written to
   * .vitest-reports/budgets.json (npm run bench).
   */
  function checkPages(rows) {
    const lazyLibs = Object.entries(goals.heavy).filter(([, h]) => h.lazy);
    const table = [];
    for (const row of rows) {
      const label = pageLabel(row);
      const goal = pageGoal(row.user, goals);
      const [onLoad, files, ...after] = pageVerdicts(row, goals).map((v) => report(v, true));
      const lines = [[label, 'files', 'gzip', 'brotli', 'goal', '']];
      lines.push(['  on load, no input', String(row.files.length), kb(row.total.gzip), kb(row.total.brotli), kb(goal), onLoad && files ? 'ok' : 'FAIL']);
      (row.after ?? []).forEach((a, i) => {
        lines.push([`  + ${a.name}`, `+${a.files.length}`, `+${kb(a.total.gzip)}`, `+${kb(a.total.brotli)}`, kb(goals.dialog), after[i] ? 'ok' : 'FAIL']);
      });
      for (const l of lines) console.log(l.map((c, i) => (i === 0 ? c.padEnd(40) : c.padStart(9))).join(' '));
      if (row.failed.length) fail(`${label}: failed scripts`, `${label}: scripts failed to load: ${row.failed.join(', ')}`);
      if (!row.tags && (row.files.length !== 1 || row.files[0] !== 'loader.js')) {
        fail(`${label}: tagless`, `${label} has no tags but downloads ${row.files.join(', ')} (only loader.js expected)`);
      }
      // On-demand code arrives only when the user asks for it, and only for what uses it.
      for (const [lib, { loadsOn }] of lazyLibs) {
        const early = row.files.filter((f) => holders.get(lib).includes(f));
        if (early.length) fail(`${label}: ${lib}`, `${label} downloads ${lib} (${early.join(', ')}) with no input; it must wait until it is used`);
        for (const a of row.after ?? []) {
          const got = a.files.filter((f) => holders.get(lib).includes(f));
          if (got.length && !loadsOn.includes(a.name)) fail(`${label}: ${lib} after ${a.name}`, `${label}: opening ${a.name} downloads ${lib} (${got.join(', ')}), which it does not use`);
          // And what uses it does fetch it then (the phone mask when the callback opens...).
          if (!got.length && loadsOn.includes(a.name)) fail(`${label}: ${lib} on ${a.name}`, `${label}: opening ${a.name} should download ${lib}, but it did not`);
        }
      }
      table.push({ page: row.page, user: row.user, files: row.files.length, gzip: row.total.gzip, brotli: row.total.brotli, goal, fileNames: row.files, tags: row.tagNames ?? [], after: row.after ?? [] });
    }
    return table;
  }

  return { failures, checkBuild, checkPages };
}
