// npm run bench: every measurement in one run, not timed tests:
//   1. the standalone build's chunk sizes (gzip/brotli) and the size goals,
//      with what each portal page downloads in Chromium (npm run budgets);
//   2. page-level measurements on the real portal: request counts and layout
//      shift (tests/e2e/page-sweep.test.ts for every page, visitor and 3
//      lines; tests/e2e/page-metrics.test.ts for 0 and 300 lines and the
//      cart's calls), interaction to next paint per
//      kind of interaction (tests/e2e/interaction-timing.measure.ts, its own
//      project: npm test does not run it);
//   3. /cart/ with 300 lines on the slow profile (scripts/slow-cart.mjs, alone:
//      npm run bench:slow): first line, «+» to paint, a second visit's scripts;
//   4. /cart/ with 2,000 lines as cards on a phone at 4x CPU
//      (scripts/phone-cart.mjs): «+», a delete's taps and a typed quantity,
//      each from the event to the next paint;
//   5. the basket benchmark (bench/*.bench.tsx) in real Chromium.
// Ends with one table of the headline numbers.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import budgets from '../budgets.config.mjs';
import { requireChromium } from './find-chromium.mjs';
import { fileSizes } from './sizes.mjs';

process.env.CHROMIUM_PATH = requireChromium();
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status === 0;
const vitest = 'node_modules/.bin/vitest';

run(process.execPath, ['scripts/build.mjs']);
rmSync('.vitest-reports/budgets.json', { force: true }); // no stale page numbers if the run breaks
run(process.execPath, ['--import', 'tsx', 'scripts/budgets.mjs']);
run(vitest, ['run', '--project', 'e2e', 'tests/e2e/page-sweep.test.ts', 'tests/e2e/page-metrics.test.ts']);
run(vitest, ['run', '--project', 'e2e-measure']);
rmSync('.vitest-reports/slow-cart.json', { force: true });
run(process.execPath, ['--import', 'tsx', 'scripts/slow-cart.mjs']);
rmSync('.vitest-reports/phone-cart.json', { force: true });
run(process.execPath, ['--import', 'tsx', 'scripts/phone-cart.mjs']);
run(vitest, ['run', '--config', 'bench/vitest.bench.config.ts', '--reporter=default', ...process.argv.slice(2)]);

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const dir = 'dist/standalone';
const sizes = fileSizes(dir);
const byFile = new Map(sizes.map((s) => [s.file, s]));
const widgets = sizes.filter((s) => s.file.startsWith('b2b-'));
const common = sizes.filter((s) => s.file.startsWith('shared-runtime-'));
const rows = [
  ['loader.js (gzip)', kb(byFile.get('loader.js').gzip), kb(budgets.loader)],
  ['shared runtime (gzip)', kb(common.reduce((s, c) => s + c.gzip, 0)), kb(budgets.runtime)],
  ...widgets.map((w) => [`${w.file} (gzip)`, kb(w.gzip), '']),
];
// What each page downloads in Chromium, as scripts/budgets.mjs measured it just now.
if (existsSync('.vitest-reports/budgets.json')) {
  for (const p of JSON.parse(readFileSync('.vitest-reports/budgets.json', 'utf8'))) {
    rows.push([`JS of ${p.page} (${p.user}, gzip)`, `${kb(p.gzip)} in ${p.files} files`, `${kb(p.goal)}, ${budgets.files} files`]);
  }
}
for (const file of ['page-sweep', 'page-metrics']) {
  if (!existsSync(`.vitest-reports/${file}.json`)) continue;
  for (const m of JSON.parse(readFileSync(`.vitest-reports/${file}.json`, 'utf8'))) rows.push([`${m.page} ${m.metric}`, String(m.value), '']);
}
if (existsSync('.vitest-reports/interactions.json')) {
  for (const i of JSON.parse(readFileSync('.vitest-reports/interactions.json', 'utf8'))) {
    rows.push([`INP: ${i.interaction}`, `median ${i['median (ms)']} ms, max ${i['max (ms)']} ms (${i.tries} tries)`, '']);
  }
}
if (existsSync('.vitest-reports/slow-cart.json')) {
  const slow = JSON.parse(readFileSync('.vitest-reports/slow-cart.json', 'utf8'));
  const goals = {
    'first line, first visit (ms, median)': `goal <= ${slow.goals.firstLineMs}`,
    '«+» to next paint (ms, median / max)': `goal <= ${slow.goals.quantityPaintMs}`,
    'widget scripts from the network, second visit': `goal ${slow.goals.scriptsFromNetworkOnSecondVisit}`,
  };
  for (const [measure, value] of Object.entries(slow.summary)) rows.push([`slow /cart/ ${slow.lines} lines: ${measure}`, String(value), goals[measure] ?? '']);
}
if (existsSync('.vitest-reports/phone-cart.json')) {
  const phone = JSON.parse(readFileSync('.vitest-reports/phone-cart.json', 'utf8'));
  for (const [measure, value] of Object.entries(phone.summary)) {
    rows.push([`phone /cart/ ${phone.lines} lines, CPU ${phone.cpuRate}x: ${measure}`, String(value), /to next paint/.test(measure) ? `goal <= ${phone.goalMs}` : '']);
  }
}
if (existsSync('.vitest-reports/basket-bench.json')) {
  const bench = JSON.parse(readFileSync('.vitest-reports/basket-bench.json', 'utf8'));
  for (const [measure, widget, naive] of bench.rows) rows.push([`basket ${bench.lines} lines: ${measure}`, widget, `naive: ${naive}`]);
}
console.log('\nSummary');
console.table(rows.map(([measure, value, against]) => ({ measure, value, 'goal or baseline': against })));
