// npm test: every check, each reported on its own summary line with its time,
// then the wall-clock total, then the total over all runners alone on the last
// line: "N passed, N failed". A failing step does not stop the others: one run
// shows everything broken.
//
// Runners run side by side where the machine has room. A runner weighs 1, a
// runner that must run alone weighs 2; a runner starts once the steps it waits
// for have ended and the running weights leave room in TEST_SLOTS (default:
// the number of cores, so on 2 cores the build runs alone and the node
// runners two at a time). A browser runner weighs 1 but shares the machine
// only with a `beside` runner: a short node check (unit, typecheck, lint, the
// package checks) that would otherwise wait for the last browser runner and
// add its minutes at the end. Otherwise the browser runners run alone: their
// tests click and type in real pages at real speed, and a second
// runner's load made them miss (the 500 ms quantity debounce in the component
// tests; in e2e a dialog not open within expect.poll's second and a search
// typed slower than its debounce, while the portal tests ran beside it, which
// also made e2e 18 % and the portal tests 70 % slower: no time was won).
// Browser runners get the room first: they are the long pole. TEST_SLOTS=1
// runs one at a time. Each runner's output is held and printed whole when it
// ends.
//
// Adding a runner is one line below: check(name, cmd, args) or
// vitest(name, project, { browser: true }) for a browser project.
// Whatever is declared after the build waits for it (it replaces dist/ and
// custom-elements.json).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { requireChromium } from './find-chromium.mjs';

const reports = '.vitest-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
process.env.CHROMIUM_PATH = requireChromium();
// Held output loses the terminal: keep the colours when there is one to show them.
if (process.stdout.isTTY && !process.env.NO_COLOR) process.env.FORCE_COLOR ??= '1';

const SLOTS = Number(process.env.TEST_SLOTS) || availableParallelism();
const npx = (bin) => `node_modules/.bin/${bin}`;

/** @type {{ name: string; cmd: string; args: string[]; weight: number; browser: boolean; after: string[]; counts?: (ok: boolean) => { passed: number; failed: number } }[]} */
const runners = [];
let barrier = [];

/**
 * A tool that checks as a whole: one pass or one fail. `barrier`: everything
 * declared after it waits for it. `after`: names of runners it waits for.
 */
function check(name, cmd, args, { after = [], browser = false, alone = false, beside = false, barrier: isBarrier = false } = {}) {
  runners.push({ name, cmd, args, weight: alone ? 2 : 1, browser, beside, after: [...barrier, ...after] });
  if (isBarrier) barrier = [...barrier, name];
}

/**
 * A vitest project: counts come from its JSON report. A browser project's
 * test gets one retry: a click in a real page on a loaded machine can miss
 * once; a test that passes only on its retry counts as passed and is named in
 * the summary (scripts/flaky-reporter.mjs), to be made deterministic.
 * `with`: more projects run by the same vitest, counted in the same report.
 */
function vitest(name, project, options = {}) {
  const projects = [project, ...(options.with ?? [])];
  const out = `${reports}/${project}.json`;
  const flakyOut = `${reports}/${project}.flaky.json`;
  const retry = options.browser ? ['--retry=1', '--reporter=./scripts/flaky-reporter.mjs'] : [];
  const selected = projects.flatMap((p) => ['--project', p]);
  check(name, npx('vitest'), ['run', ...selected, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...retry], options);
  runners.at(-1).env = { B2B_FLAKY_OUT: flakyOut };
  runners.at(-1).counts = (ok) => {
    if (!existsSync(out)) return { passed: 0, failed: ok ? 0 : 1 };
    const json = JSON.parse(readFileSync(out, 'utf8'));
    // A crash outside any test (a file that fails to load) still counts as a failure.
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + (ok || json.numFailedTests ? 0 : 1),
      failures: failedTests(json),
      flaky: existsSync(flakyOut) ? JSON.parse(readFileSync(flakyOut, 'utf8')) : [],
    };
  };
}

// The component runners need no build: they start first, each alone but for
// the node checks that need no build either (declared before it).
// `with`: the tests of code loaded on demand, each file in a page of its own
// (vitest.config.ts ON_DEMAND_TESTS), beside the rest sharing one page.
vitest('components', 'components', { browser: true, with: ['components-on-demand'] });
vitest('unit', 'unit', { beside: true });
check('typecheck', npx('tsc'), ['-p', 'tsconfig.json', '--noEmit'], { beside: true });
check('lint', npx('eslint'), ['.', '--max-warnings=0'], { beside: true });
// The standalone build's runtime: the dist subset, the ui primitives, basket and chat on Preact (scripts/runtime.mjs).
vitest('components (preact)', 'components-preact', { browser: true, with: ['components-preact-on-demand'] });
check('build', process.execPath, ['scripts/build.mjs'], { alone: true, barrier: true });
// The manifest check (3 s) alone right after the build: the stories wait for
// it, and as a node runner it let the portal tests take both slots first, so
// the stories waited for them too.
check('manifest', process.execPath, ['scripts/manifest.mjs', '--check'], { alone: true, barrier: true });
// The node runners in the order they take a free slot: the longest first, so
// the last to end is a short one.
vitest('portal', 'portal');
vitest('portal (PostgreSQL)', 'portal-pg');
// Not beside a browser runner: its own portal and Chromium doubled the time of
// the component tests beside it and made one miss; after the portal tests it
// fits in the time the longer of the two takes.
check('size budgets', process.execPath, ['scripts/budgets.mjs']);
check('publint', npx('publint'), ['--strict'], { beside: true });
check('types (attw)', npx('attw'), ['--pack', '.', '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css', 'custom-elements.json', 'package.json'], { beside: true });
// The same component tests (a subset) against the npm build: a broken export fails here.
vitest('components (dist)', 'components-dist', { browser: true });
vitest('stories', 'storybook', { browser: true, after: ['manifest'] });
vitest('e2e', 'e2e', { browser: true });

/** "file › test" of each failed test in a vitest JSON report (a file that failed to load names only the file). */
function failedTests(json) {
  const cwd = `${process.cwd()}/`;
  return json.testResults.flatMap((file) => {
    const name = file.name.replace(cwd, '');
    const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${name} › ${t.fullName}`);
    return tests.length || file.status !== 'failed' ? tests : [`${name} (${file.message || 'failed to run'})`];
  });
}

const started = Date.now();
const clock = () => new Date().toTimeString().slice(0, 8);

/** Runs one runner with its output held; resolves with its result. */
function execute(runner) {
  return new Promise((resolve) => {
    const begin = Date.now();
    console.log(`[${clock()}] started: ${runner.name}`);
    const chunks = [];
    const child = spawn(runner.cmd, runner.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...runner.env } });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const finish = (ok) => {
      const seconds = (Date.now() - begin) / 1000;
      const { passed, failed, failures = [], flaky = [] } = runner.counts ? runner.counts(ok) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
      console.log(`\n=== ${runner.name} (${seconds.toFixed(0)} s, ${ok ? 'ok' : 'FAILED'}) ===`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ name: runner.name, passed, failed, failures, flaky, seconds });
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** Starts whatever may start, in declared order, browser runners first; resolves when all have ended. */
async function runAll() {
  const done = new Map();
  const pending = [...runners];
  const running = new Set();
  let load = 0;
  await new Promise((resolveAll) => {
    const pump = () => {
      if (!pending.length && !running.size) return resolveAll();
      const ready = pending
        .filter((r) => r.after.every((n) => done.has(n)))
        .sort((a, b) => Number(b.browser) - Number(a.browser) || b.weight - a.weight);
      for (const r of ready) {
        // Nothing running: even a runner heavier than the slots may start.
        if (running.size && load + r.weight > SLOTS) continue;
        // A browser runner shares the machine only with `beside` runners, and the
        // reverse; TEST_SLOTS=1 leaves no room beside it at all.
        if (r.browser && [...running].some((o) => !o.beside)) continue;
        if (!r.browser && !r.beside && [...running].some((o) => o.browser)) continue;
        pending.splice(pending.indexOf(r), 1);
        running.add(r);
        load += r.weight;
        void execute(r).then((result) => {
          running.delete(r);
          load -= r.weight;
          done.set(r.name, result);
          pump();
        });
      }
    };
    pump();
  });
  // The summary in declared order, whatever order they ended in.
  return runners.map((r) => done.get(r.name));
}

const unknown = runners.flatMap((r) => r.after.filter((n) => !runners.some((o) => o.name === n)));
if (unknown.length) throw new Error(`scripts/test.mjs: waits for unknown runners: ${unknown.join(', ')}`);

const results = await runAll();
const wall = Math.round((Date.now() - started) / 1000);
console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(0)} s)`);
  // Named here, at the end, because a CI log is often read from its tail only.
  for (const f of r.failures) console.log(`  failed: ${f.split('\n')[0].slice(0, 300)}`);
  for (const f of r.flaky) console.log(`  flaky: ${f}`);
}
const sum = results.reduce((s, r) => s + r.seconds, 0);
console.log(`wall clock: ${Math.floor(wall / 60)} min ${wall % 60} s (runners one after another: ${Math.round(sum)} s; TEST_SLOTS=${SLOTS})`);
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
