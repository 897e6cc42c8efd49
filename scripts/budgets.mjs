// Fails when the standalone build breaks a size budget (budgets.config.mjs).
// Run after `npm run build`. Prints each check with its number and its limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import budgets from '../budgets.config.mjs';
import { closure, reachable } from './chunk-graph.mjs';
import { fileSizes } from './sizes.mjs';

const dir = 'dist/standalone';
const sizes = new Map(fileSizes(dir).map((s) => [s.file, s]));
const gz = (files) => [...files].reduce((sum, f) => sum + (sizes.get(f)?.gzip ?? 0), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const widgets = [...sizes.keys()].filter((f) => /^b2b-.*\.js$/.test(f));
const failures = [];

function check(name, value, limit) {
  const ok = value <= limit;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${kb(value)} gzip (budget ${kb(limit)})`);
  if (!ok) failures.push(name);
}

// The loader: tiny, and no React in it.
check('loader.js', sizes.get('loader.js').gzip, budgets.loader);
const loaderFiles = closure(dir, 'loader.js');
if (loaderFiles.size > 1 || /react\.(?:element|transitional)|__CLIENT_INTERNALS/.test(readFileSync(join(dir, 'loader.js'), 'utf8'))) {
  console.log(`FAIL loader.js must not import React or shared chunks (imports: ${[...loaderFiles].join(', ')})`);
  failures.push('loader without React');
} else console.log('ok   loader.js contains no React and imports nothing statically');

// Shared runtime: chunks that every widget's closure contains.
const closures = new Map(widgets.map((w) => [w, closure(dir, w)]));
const common = [...sizes.keys()].filter((f) => f.startsWith('shared-') && widgets.every((w) => closures.get(w).has(f)));
check(`shared runtime (${common.length} chunk${common.length === 1 ? '' : 's'})`, gz(common), budgets.sharedRuntime);

for (const w of widgets) check(w, sizes.get(w).gzip, budgets.widgetOverrides[w] ?? budgets.widget);

for (const [page, { tags, budget }] of Object.entries(budgets.pages)) {
  const files = new Set(['loader.js']);
  for (const tag of tags) if (sizes.has(`${tag}.js`)) for (const f of closures.get(`${tag}.js`)) files.add(f);
  check(`all JS of ${page} (${files.size} files)`, gz(files), budget);
}

// A heavy library may sit in a chunk the allowed widget loads statically or on
// demand (import()), never in one any other widget can load.
const reach = new Map(widgets.map((w) => [w, reachable(dir, w)]));
for (const [lib, { marker, allowedIn }] of Object.entries(budgets.heavy)) {
  const allowed = new Set(allowedIn.flatMap((tag) => (reach.has(`${tag}.js`) ? [...reach.get(`${tag}.js`)] : [])));
  const shared = widgets.filter((w) => !allowedIn.includes(w.replace(/\.js$/, '')));
  const leaks = [...sizes.keys()].filter((f) => marker.test(readFileSync(join(dir, f), 'utf8')) && (!allowed.has(f) || shared.some((w) => reach.get(w).has(f))));
  if (leaks.length) {
    console.log(`FAIL ${lib} is loaded by widgets that don't use it: ${leaks.join(', ')}`);
    failures.push(lib);
  } else console.log(`ok   ${lib} only in ${allowedIn.join(', ')}`);
}

if (failures.length) {
  console.error(`\n${failures.length} budget(s) exceeded: ${failures.join(', ')}`);
  process.exit(1);
}
