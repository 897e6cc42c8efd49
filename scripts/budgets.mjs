// Fails when the standalone build breaks a size budget (budgets.config.mjs).
// Run after `npm run build`. Prints each check with its number and its limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import budgets from '../budgets.config.mjs';
import { closure, pageFiles, reachable } from './chunk-graph.mjs';
import { fileSizes } from './sizes.mjs';

const dir = 'dist/standalone';
const sizes = new Map(fileSizes(dir).map((s) => [s.file, s]));
// Both encodings a server may send: gzip (the budgets' unit) and brotli.
const total = (files) => {
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    gzip += sizes.get(f)?.gzip ?? 0;
    brotli += sizes.get(f)?.brotli ?? 0;
  }
  return { gzip, brotli };
};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const widgets = [...sizes.keys()].filter((f) => /^b2b-.*\.js$/.test(f));
const failures = [];

// A budget holds for whichever encoding the server picks: both must fit.
function check(name, { gzip, brotli }, limit) {
  const ok = gzip <= limit && brotli <= limit;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${kb(gzip)} gzip, ${kb(brotli)} brotli (budget ${kb(limit)})`);
  if (!ok) failures.push(name);
}

// The loader: tiny, and no React in it.
check('loader.js', total(['loader.js']), budgets.loader);
const loaderFiles = closure(dir, 'loader.js');
if (loaderFiles.size > 1 || /react\.(?:element|transitional)|__CLIENT_INTERNALS/.test(readFileSync(join(dir, 'loader.js'), 'utf8'))) {
  console.log(`FAIL loader.js must not import React or shared chunks (imports: ${[...loaderFiles].join(', ')})`);
  failures.push('loader without React');
} else console.log('ok   loader.js contains no React and imports nothing statically');

// Shared runtime: chunks that every widget's closure contains.
const closures = new Map(widgets.map((w) => [w, closure(dir, w)]));
const common = [...sizes.keys()].filter((f) => f.startsWith('shared-') && widgets.every((w) => closures.get(w).has(f)));
check(`shared runtime (${common.length} chunk${common.length === 1 ? '' : 's'})`, total(common), budgets.sharedRuntime);

for (const w of widgets) check(w, total([w]), budgets.widgetOverrides[w] ?? budgets.widget);

const reach = new Map(widgets.map((w) => [w, reachable(dir, w)]));
for (const [page, { tags, budget }] of Object.entries(budgets.pages)) {
  const files = pageFiles(dir, tags);
  check(`all JS of ${page} (${files.size} files)`, total(files), budget);
  // Not budgeted, for the record: what the page's widgets may fetch later (idle prefetch, a dialog, a long table).
  const later = new Set(tags.flatMap((tag) => [...(reach.get(`${tag}.js`) ?? [])]).filter((f) => !files.has(f)));
  if (later.size) {
    const { gzip, brotli } = total(later);
    console.log(`     ${page} on demand (import()): ${later.size} more files, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
  }
}

// A heavy library may sit in a chunk the allowed widget loads statically or on
// demand (import()), never in one any other widget can load.
for (const [lib, { marker, allowedIn, lazy }] of Object.entries(budgets.heavy)) {
  const allowed = new Set(allowedIn.flatMap((tag) => (reach.has(`${tag}.js`) ? [...reach.get(`${tag}.js`)] : [])));
  const shared = widgets.filter((w) => !allowedIn.includes(w.replace(/\.js$/, '')));
  const holders = [...sizes.keys()].filter((f) => marker.test(readFileSync(join(dir, f), 'utf8')));
  const leaks = holders.filter((f) => !allowed.has(f) || shared.some((w) => reach.get(w).has(f)));
  // A lazy library in a file some tag imports statically loads with the tag.
  const eager = lazy ? holders.filter((f) => widgets.some((w) => closures.get(w).has(f))) : [];
  if (leaks.length) {
    console.log(`FAIL ${lib} is loaded by widgets that don't use it: ${leaks.join(', ')}`);
    failures.push(lib);
  } else if (eager.length) {
    console.log(`FAIL ${lib} must load on demand, but a tag imports it statically: ${eager.join(', ')}`);
    failures.push(lib);
  } else console.log(`ok   ${lib} ${allowedIn.length ? `only in ${allowedIn.join(", ")}` : "in no chunk"}${lazy ? ", on demand" : ""}`);
}

if (failures.length) {
  console.error(`\n${failures.length} budget(s) exceeded: ${failures.join(', ')}`);
  process.exit(1);
}
