// npm test: every check, each reported on its own summary line with its time,
// then the wall-clock total, then the total over all runners alone on the last
// line: "N passed, N failed". A failing step does not stop the others: one run
// shows everything broken.
//
// Runners run side by side as far as the machine's cores allow. Each runner
// has a `cpu` share: the cores it keeps busy on average when it has the
// machine to itself (its CPU seconds over its time alone on 2 cores).
// A browser runner keeps 1.3-1.5 busy: Chromium's renderer, vitest and
// Vite. A runner starts, in declared order, once the runners it waits for
// have ended and the running shares leave room for it within TEST_SLOTS
// (default: 1.25 x the cores, 2.5 on 2). Each runner and each Chromium is a
// session of its own, so with autogroup (Linux's default) the kernel shares
// the cores per session: beside other work (two CPU-bound processes in one
// session) the runners get n/(n+1) of the machine for n runners busy at once.
// Alone, as CI runs it, fewer at a time is faster: the runners' CPU grows when
// three share 2 cores (the same fresh clone: 1,845 CPU s and 16:19 at 1.75 x,
// 1,666 CPU s and 15:25 at 1.25 x, where two run at a time and the machine is
// still 92 % busy). Beside other work 1.75 x was the faster (19:35 against
// 21:44, an older suite). Crowding further costs more than it saves: at a load
// of 16 every runner's CPU grew by half (the stories took 343 CPU s beside
// four others, 193 alone) and stories that wait 5 s for a reply failed.
// The declared order is the priority: the longest chain first (the build's
// JavaScript, then e2e on its output), the short node checks last, to fill
// the gaps. TEST_SLOTS=1 runs one at a time. Tests wait for states and
// requests, not for time, so a busy machine slows them and does not fail them.
// Each runner's output is held and printed whole when it ends.
//
// Adding a runner is one line below: check(name, cmd, args, { cpu, after })
// or vitest(name, project, { browser: true, cpu, after }).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { requireChromium } from './find-chromium.mjs';

const reports = '.vitest-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
process.env.CHROMIUM_PATH = requireChromium();
// Held output loses the terminal: keep the colours when there is one to show them.
if (process.stdout.isTTY && !process.env.NO_COLOR) process.env.FORCE_COLOR ??= '1';

const SLOTS = Number(process.env.TEST_SLOTS) || availableParallelism() * 1.25;
/** Minutes a runner may take (the longest took 22 on a machine loaded to 17). */
const RUNNER_LIMIT_MIN = Number(process.env.TEST_RUNNER_LIMIT_MIN) || 30;
const npx = (bin) => `node_modules/.bin/${bin}`;

/** @type {{ name: string; cmd: string; args: string[]; cpu: number; after: string[]; env?: Record<string, string>; counts?: (ok: boolean) => { passed: number; failed: number } }[]} */
const runners = [];

/**
 * A tool that checks as a whole: one pass or one fail. `cpu`: the cores it
 * keeps busy (default 1). `after`: names of runners it waits for.
 */
function check(name, cmd, args, { after = [], cpu = 1 } = {}) {
  runners.push({ name, cmd, args, cpu, after });
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

// What needs the build waits for it: it replaces dist/ and custom-elements.json.
const built = ['build'];
// The seeded databases the portal's tests copy, built once beside the build:
// on a fresh machine the portal tests and e2e would each seed their own at once.
const seeded = ['templates'];
// The longest chain first: the build's JavaScript (Vite, tsup without the
// .d.ts, the manifest: 20 s), then e2e on its output. The .d.ts (tsc's
// declarations joined per entry, unchecked: 20 CPU s) are a step of their own, for
// what reads them (publint, attw).
check('build', process.execPath, ['scripts/build.mjs', '--no-types'], { cpu: 1.4 });
check('templates', process.execPath, ['--import', 'tsx', 'tests/portal/build-templates.ts'], { cpu: 1 });
// The manifest check (3 s) right after the build: the stories wait for it.
check('manifest', process.execPath, ['scripts/manifest.mjs', '--check'], { after: built, cpu: 0 });
// e2e also checks the size budgets, on the pages its sweep loads (tests/e2e/page-sweep.test.ts).
vitest('e2e', 'e2e', { browser: true, after: [...built, ...seeded], cpu: 1 });
// `with`: the tests of code loaded on demand, each file in a page of its own
// (vitest.config.ts ON_DEMAND_TESTS), beside the rest sharing one page.
// Its share (1.1) fits beside the build whichever of the build and the
// templates ends first. At 1.4 it did only when the build ended first: when the
// templates did, the unit and PostgreSQL runners took the room and this, the
// longest runner, started 80 s late (fresh clones of the same suite: 12:20 against
// 10:22 and 11:01, on a machine where each browser runner kept 0.8-0.9 cores busy).
vitest('components', 'components', { browser: true, cpu: 1.1, with: ['components-on-demand'] });
// The standalone build's runtime: the dist subset, the ui primitives, basket and chat on Preact (scripts/runtime.mjs).
// Not the tests of code loaded on demand: what a page has fetched is the same
// module graph on either runtime (their React run checks it), and e2e's loader
// and page tests load it on Preact in the real pages. Each needs a page of its
// own: about 50 CPU s for nothing new. `--project components-preact-on-demand` runs them.
vitest('components (preact)', 'components-preact', { browser: true, cpu: 1.5 });
vitest('stories', 'storybook', { browser: true, after: ['manifest'], cpu: 1.35 });
check('build (types)', process.execPath, ['scripts/build.mjs', '--types-only'], { after: built, cpu: 1 });
vitest('portal', 'portal', { after: [...built, ...seeded], cpu: 1.1 });
vitest('portal (PostgreSQL)', 'portal-pg', { after: built, cpu: 0.6 });
// The same component tests (a subset) against the npm build: a broken export fails here.
vitest('components (dist)', 'components-dist', { browser: true, after: built, cpu: 1.2 });
vitest('unit', 'unit', { cpu: 0.6 });
check('typecheck', npx('tsc'), ['-p', 'tsconfig.json', '--noEmit'], { cpu: 1 });
check('lint', npx('eslint'), ['.', '--max-warnings=0'], { cpu: 1 });
const typed = ['build (types)'];
check('publint', npx('publint'), ['--strict'], { after: typed, cpu: 0.3 });
check('types (attw)', npx('attw'), ['--pack', '.', '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css', 'custom-elements.json', 'package.json'], { after: typed, cpu: 0.3 });

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

/**
 * Where the machine lets us, each runner gets a cpuacct cgroup: its CPU counts
 * every process it started, Chromium's renderers and the PostgreSQL server
 * too, which bash's `times` misses (they are not reaped by the runner; a
 * CatalogFilter story run took 52 CPU s of which `times` saw 23).
 */
const CGROUPS = '/sys/fs/cgroup/cpuacct';
const cgroupOf = (runner) => `${CGROUPS}/b2b-test-${process.pid}-${runners.indexOf(runner)}`;
function makeCgroup(runner) {
  try {
    mkdirSync(cgroupOf(runner));
    return cgroupOf(runner);
  } catch {
    return null;
  }
}
/** CPU seconds a runner's cgroup used, then the cgroup is removed (left if a straggler still lives in it). */
function cgroupSeconds(dir) {
  try {
    const seconds = Number(readFileSync(`${dir}/cpuacct.usage`, 'utf8')) / 1e9;
    try {
      rmdirSync(dir);
    } catch {
      // a process outlived its runner: the kernel keeps the group until it ends
    }
    // Nothing counted: the runner could not join its group; bash's `times` tells instead.
    return seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}
/** Busy CPU seconds of the whole machine so far (/proc/stat, all cores), or null off Linux. */
function machineSeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return null;
  }
}
const machineAtStart = machineSeconds();

/** User + system seconds of the children from bash's `times` (its second line: "1m2.5s 0m3.1s"). */
function cpuSeconds(text) {
  const parts = [...(text.split('\n')[1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, sec]) => Number(m) * 60 + Number(sec));
  return parts.length === 2 ? parts[0] + parts[1] : null;
}

/** Running runners' processes: a stop of `npm test` stops their groups too (each has its own). */
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

/** Runs one runner with its output held; resolves with its result. */
function execute(runner) {
  return new Promise((resolve) => {
    const begin = Date.now();
    console.log(`[${clock()}] started: ${runner.name}`);
    const chunks = [];
    // Through bash: it joins the runner's cgroup first, and its `times`
    // (written to fd 3) is the fallback count where there is no cgroup (it
    // misses what the runner does not reap itself: Chromium's renderers).
    const cgroup = makeCgroup(runner);
    const join = cgroup ? `echo $$ 2>/dev/null > ${cgroup}/cgroup.procs; ` : '';
    const child = spawn('bash', ['-c', `${join}"$@"; rc=$?; times >&3; exit $rc`, 'runner', runner.cmd, ...runner.args], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...runner.env },
      // Its own process group, so a stop reaches Chromium and the portal too.
      detached: true,
    });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    // A runner that hangs fails alone, long before CI's 90 minutes end the whole run.
    const limit = setTimeout(() => {
      chunks.push(Buffer.from(`\n${runner.name}: still running after ${RUNNER_LIMIT_MIN} min, stopped\n`));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, RUNNER_LIMIT_MIN * 60_000);
    children.add(child);
    child.on('close', () => {
      clearTimeout(limit);
      children.delete(child);
    });
    let times = '';
    child.stdio[3].on('data', (c) => (times += c));
    const finish = (ok) => {
      const seconds = (Date.now() - begin) / 1000;
      const cpu = (cgroup ? cgroupSeconds(cgroup) : null) ?? cpuSeconds(times);
      const { passed, failed, failures = [], flaky = [] } = runner.counts ? runner.counts(ok) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
      console.log(`\n=== ${runner.name} (${seconds.toFixed(0)} s, ${ok ? 'ok' : 'FAILED'}) ===`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ name: runner.name, passed, failed, failures, flaky, seconds, cpu });
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** Starts whatever may start, in declared order, while the cores have room; resolves when all have ended. */
async function runAll() {
  const done = new Map();
  const pending = [...runners];
  const running = new Set();
  let load = 0;
  await new Promise((resolveAll) => {
    const pump = () => {
      if (!pending.length && !running.size) return resolveAll();
      // Declared order first; a later runner fills a gap the earlier ones do
      // not fit in (keeping a share for a waiting runner left cores idle).
      for (const r of pending.filter((p) => p.after.every((n) => done.has(n)))) {
        // Nothing running: even a runner heavier than the slots may start.
        if (running.size && load + r.cpu > SLOTS + 1e-9) continue;
        pending.splice(pending.indexOf(r), 1);
        running.add(r);
        load += r.cpu;
        void execute(r).then((result) => {
          running.delete(r);
          load -= r.cpu;
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
  const cpu = r.cpu === null ? '' : `, CPU ${r.cpu.toFixed(0)} s = ${(r.cpu / r.seconds).toFixed(2)} cores`;
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(0)} s${cpu})`);
  // Named here, at the end, because a CI log is often read from its tail only.
  for (const f of r.failures) console.log(`  failed: ${f.split('\n')[0].slice(0, 300)}`);
  for (const f of r.flaky) console.log(`  flaky: ${f}`);
  // A picture that differs from its reference fails its story or page (tests/visual/).
  if (r.name === 'stories' && r.failed) console.log('  a picture that differs: `npm run visual` shows it beside its reference');
  // The page sweep's failures name the page, not what failed: the pictures it left tell.
  if (r.name === 'e2e' && existsSync(`${reports}/visual/pages`)) console.log('  a page picture that differs: `npm run visual -- pages` shows it beside its reference');
}
const sum = results.reduce((s, r) => s + r.seconds, 0);
const cpuSum = results.reduce((s, r) => s + (r.cpu ?? 0), 0);
const machine = machineAtStart === null ? null : machineSeconds() - machineAtStart;
console.log(
  `wall clock: ${Math.floor(wall / 60)} min ${wall % 60} s (runners one after another: ${Math.round(sum)} s; ` +
    `runners' CPU ${Math.round(cpuSum)} s = ${(cpuSum / wall).toFixed(2)} of ${availableParallelism()} cores` +
    `${machine === null ? '' : `; the machine was busy ${Math.round(machine)} CPU s = ${((100 * machine) / wall / availableParallelism()).toFixed(0)} %`}` +
    `; TEST_SLOTS=${SLOTS})`,
);
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
