// npm test: every check, in order, each reported on its own summary line, then
// the total over all runners alone on the last line: "N passed, N failed".
// A failing step does not stop the later ones: one run shows everything broken.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { requireChromium } from './find-chromium.mjs';

const reports = '.vitest-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
process.env.CHROMIUM_PATH = requireChromium();

const npx = (bin) => `node_modules/.bin/${bin}`;
const results = [];

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

/** A tool that checks as a whole: one pass or one fail. */
function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const ok = run(cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: (Date.now() - started) / 1000 });
}

/** A vitest project: counts come from its JSON report. */
function vitest(name, project) {
  console.log(`\n=== ${name} (vitest --project ${project}) ===`);
  const started = Date.now();
  const out = `${reports}/${project}.json`;
  const ok = run(npx('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(out)) {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    passed = json.numPassedTests;
    // A crash outside any test (a file that fails to load) still counts as a failure.
    failed = json.numFailedTests + (ok || json.numFailedTests ? 0 : 1);
  }
  results.push({ name, passed, failed, seconds: (Date.now() - started) / 1000 });
}

check('typecheck', npx('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
check('lint', npx('eslint'), ['.', '--max-warnings=0']);
vitest('unit', 'unit');
vitest('portal', 'portal');
vitest('portal (PostgreSQL)', 'portal-pg');
check('build', process.execPath, ['scripts/build.mjs']);
check('size budgets', process.execPath, ['scripts/budgets.mjs']);
check('manifest', process.execPath, ['scripts/manifest.mjs', '--check']);
check('publint', npx('publint'), ['--strict']);
check('types (attw)', npx('attw'), ['--pack', '.', '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css', 'custom-elements.json', 'package.json']);
vitest('components', 'components');
// The same component tests (a subset) against the npm build made above: a broken export fails here.
vitest('components (dist)', 'components-dist');
// The standalone build's runtime: the same subset plus the ui primitives on Preact (scripts/runtime.mjs).
vitest('components (preact)', 'components-preact');
vitest('stories', 'storybook');
vitest('e2e', 'e2e');

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(0)} s)`);
}
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
