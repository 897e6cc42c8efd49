import { configDefaults, defineConfig, type Plugin, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';
import { npmEntries } from './scripts/npm-entries';
import { preactCompatViteAlias } from './scripts/runtime.mjs';
import { DESKTOP, DIFFS, MAX_PICTURE_HEIGHT, pictureBrowserEnv, STORY_PICTURES, TIME_ZONE } from './tests/visual/pictures';

const root = dirname(fileURLToPath(import.meta.url));

const chromium = () =>
  playwright({
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  });

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

/**
 * The package's entry points by the names npm users import ('b2b-widgets',
 * 'b2b-widgets/basket', 'b2b-widgets/basket/element', 'b2b-widgets/elements'),
 * resolved to src/ for the components project and to the built dist/ for
 * components-dist (as zustand's tests do). The dist paths are read from
 * package.json "exports", so a wrong exports map fails that run too.
 * 'b2b-widgets/internal' is the tests' way to the page state (src/internal.ts).
 */
function packageEntries(target: 'src' | 'dist') {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { import?: string }>;
  };
  const entries: Record<string, string> = { [`${pkg.name}/internal`]: 'dist/internal.js' };
  for (const [subpath, spec] of Object.entries(pkg.exports)) {
    if (typeof spec === 'string' || !spec.import) continue; // styles.css, custom-elements.json, package.json
    entries[subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`] = spec.import;
  }
  return Object.entries(entries).map(([name, distFile]) => {
    const source = npmEntries[distFile.replace(/^(\.\/)?dist\//, '').replace(/\.js$/, '')];
    if (!source) throw new Error(`${distFile} (package.json "exports") is not built by tsup (scripts/npm-entries.ts)`);
    const escaped = name.replace(/[/-]/g, '\\$&');
    return { find: new RegExp(`^${escaped}$`), replacement: resolve(root, target === 'dist' ? distFile : source) };
  });
}

/**
 * What a component test may take from src/ while the widgets come from dist/:
 * data and helpers with no state of their own (messages, constants, formatting,
 * the fixtures and msw fake server, the tag list, CSS texts and the StyleRoot
 * wrapper, whose only cache holds parsed stylesheets no widget reads).
 */
const PURE_SRC = [
  /^src\/testing\//,
  /^src\/core\/(constants|format|cookies|types|events)\.ts$/,
  /^src\/core\/messages\//,
  /^src\/styles\.css$/,
  /^src\/core\/rules\//,
  /^src\/ui\/(ui-messages\.ts|modal\/focus\.ts|focus\/deep-active-element\.ts|StyleRoot\.tsx|styles\/)/,
  /^src\/registry\.ts$/,
  /^src\/ui\/adopt-css\.ts$/,
  /^src\/(ui|blocks|widgets)\/([\w-]+\/)?[\w-]+\.css\.ts$/,
];

/**
 * components-dist: one copy of the widgets and of the page state, dist's.
 * Loading any other src/ module would be a second copy of code the built
 * widgets carry (a second config, API client or page store the widgets never
 * see), so it fails the file with a pointer to the public entry instead.
 * core/config is the one exception, and only as an import of core/format or
 * ui/ui-messages: they read its default messages to compute expected text; a
 * test that imports it itself (to reset or configure it) fails.
 */
function distOnly(): Plugin {
  const file = (id: string) => relative(root, id.split('?')[0]!).split('\\').join('/');
  const pure = (f: string) => [f, `${f}.ts`, `${f}.tsx`, `${f}/`].some((c) => PURE_SRC.some((re) => re.test(c)));
  return {
    name: 'b2b-dist-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const by = file(importer);
      const f = file(resolve(dirname(importer), source)).replace(/\.tsx?$/, '');
      if (!f.startsWith('src/') || pure(f)) return null;
      if (f === 'src/core/config' && by.startsWith('src/')) return null;
      throw new Error(
        `components-dist: ${by} imports ${f}, a second copy of code dist/ carries. Import the widget from ` +
          `'b2b-widgets/<name>' and page state from 'b2b-widgets/internal', or leave the file out of components-dist.`,
      );
    },
  };
}

/**
 * What runs again on Preact (components-preact), the runtime of the standalone
 * build, with react and react-dom mapped to preact/compat as that build maps
 * them: what the runtime can change. The element wrapper and every entry, each
 * tag's element test, the ui primitives every widget is made of (controlled
 * fields, focus, dialogs), the read hook and the dialogs' focus return, code
 * loaded on demand (components-preact-on-demand: not in npm test, see
 * scripts/test.mjs), the layout's tags on every page, and the
 * timing-sensitive widgets (the basket, chat and acts polling, the fast
 * order's suggestions).
 * A list's own features (sorting, paging, bulk actions, cards on a phone)
 * are the same code over those primitives: React only (run on both, they
 * were over 40 % of this runner's time). So are the forms a buyer types into
 * (callback, login, registration, the reminder, the project order, the
 * newsletter, a complaint's search): their fields are the ui primitives run
 * here, their rules are code outside render, and the portal's own pages send
 * each of them on Preact end to end (tests/e2e: callback, login and the
 * reminder, registration with a wrong captcha, forms, complaints), as they do
 * the basket's delivery form and order; their field-by-field cases (26 s of
 * this runner, a quarter) and the basket's delivery and sending (42 s) run on
 * React only.
 */
const PREACT_TESTS = [
  'tests/components/entries.test.tsx',
  'tests/components/widgets/define-widget.test.tsx',
  'tests/components/*/element.test.tsx',
  'tests/components/widgets/*-on-*.test.tsx',
  'tests/components/ui/**/*.test.tsx',
  'tests/components/blocks/use-load.test.tsx',
  'tests/components/blocks/dialog-focus.test.tsx',
  // The layout's tags, on every page.
  'tests/components/basket-counter/basket-counter.test.tsx',
  'tests/components/catalog-filter/basket-counter.test.tsx',
  'tests/components/sidebar/sidebar.test.tsx',
  'tests/components/notices/notices.test.tsx',
  'tests/components/top-news/top-news.test.tsx',
  'tests/components/demo-intro/demo-intro.test.tsx',
  // Timing: replies, polls and edits racing each other.
  'tests/components/fast-order/exact-code.test.tsx',
  'tests/components/fast-order/stale-suggestions.test.tsx',
  'tests/components/fast-order/visitor.test.tsx',
  'tests/components/basket/!(basket-order|basket-narrow).test.tsx',
  'tests/components/chat/*.test.tsx',
  'tests/components/acts/*.test.tsx',
];

/**
 * The component tests that run again against the npm build in dist/
 * (components-dist): what only the build can break, checked once. Every
 * entry point of package.json "exports" rendered (entries), defineWidget,
 * and the tags whose built chunks share state across entries (the basket
 * store of catalog-filter + basket, the chat's poller, the lazy dialogs of
 * registration). A widget's behaviour is the same code on React and Preact
 * (components, components-preact); running it a third time from dist/ found
 * nothing the entries test does not.
 */
const DIST_TESTS = [
  'tests/components/entries.test.tsx',
  'tests/components/widgets/define-widget.test.tsx',
  'tests/components/basket/basket-element.test.tsx',
  'tests/components/catalog-filter/element.test.tsx',
  'tests/components/catalog-filter/basket-counter.test.tsx',
  'tests/components/chat/chat-element.test.tsx',
  'tests/components/complaints-search/element.test.tsx',
  'tests/components/fast-order/element.test.tsx',
  'tests/components/registration/registration-dialog.test.tsx',
];

/**
 * Tests of code loaded on demand (a dialog's body, the calendar, the phone
 * mask, the chat panel, embla): they check what the page has not fetched yet,
 * so each runs in a page of its own (isolate). The rest share one page per
 * project: a new page per file cost 2.7 s of module loading each, 45 % of
 * the components run.
 */
const ON_DEMAND_TESTS = ['tests/components/**/*-lazy.test.tsx', 'tests/components/**/*-on-*.test.tsx'];

/** The date-fns functions src/ imports one by one (not through its index: core/rules/order-filter.ts says why). */
const DATE_FNS_FUNCTIONS = ['addDays', 'isAfter', 'isBefore', 'isSameDay', 'isValid', 'isWeekend', 'startOfDay', 'subDays', 'subMonths'].map((f) => `date-fns/${f}`);

const PRODUCTION = { 'process.env.NODE_ENV': JSON.stringify('production') };

const REACT_DEPS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react/jsx-runtime'];
const PREACT_DEPS = ['preact', 'preact/compat', 'preact/compat/client', 'preact/compat/jsx-dev-runtime', 'preact/compat/jsx-runtime'];

/**
 * The component tests in real Chromium: the widgets taken from `target` (src/
 * or the npm build in dist/), rendered by `runtime` (React, or Preact as on
 * legacy pages).
 */
function componentsProject(target: 'src' | 'dist', runtime: 'react' | 'preact' = 'react', onDemand = false): TestProjectInlineConfiguration {
  const base = runtime === 'preact' ? 'components-preact' : target === 'dist' ? 'components-dist' : 'components';
  const name = onDemand ? `${base}-on-demand` : base;
  const all = runtime === 'preact' ? PREACT_TESTS : target === 'dist' ? DIST_TESTS : ['tests/components/**/*.test.{ts,tsx}'];
  const include = onDemand ? ON_DEMAND_TESTS : all;
  return {
    plugins: target === 'dist' ? [react(), distOnly()] : [react()],
    resolve: { alias: [...packageEntries(target), ...(runtime === 'preact' ? preactCompatViteAlias() : [])] },
    // MSW's service worker lives with Storybook's static files; both use it.
    publicDir: '.storybook/public',
    // The production builds of React and its neighbours, as a buyer's page
    // runs them (the standalone build is production too). React's development
    // build checks and warns as it renders: 5-13 % of this runner's CPU (a
    // subset of four widgets, alternating runs: 219/198 -> 191/190 CPU s).
    // The stories' run takes it too; a designer's Storybook keeps the
    // development build and its warnings.
    define: PRODUCTION,
    optimizeDeps: {
      esbuildOptions: { define: PRODUCTION },
      // Pre-bundle every runtime dependency up front: a dependency discovered
      // mid-run makes Vite reload, which can load React twice. dist/ imports
      // the production JSX runtime and react-day-picker/locale.
      include: [
        ...(runtime === 'preact' ? PREACT_DEPS : REACT_DEPS), 'msw/browser',
        'zustand', 'zustand/vanilla', 'valibot', 'imask', 'react-imask',
        'date-fns', 'date-fns/locale', ...DATE_FNS_FUNCTIONS, 'react-day-picker', 'react-day-picker/locale', '@tanstack/virtual-core', 'dompurify',
        'embla-carousel-react', 'vitest-browser-react',
      ],
    },
    test: {
      name,
      include,
      exclude: onDemand ? configDefaults.exclude : [...configDefaults.exclude, ...ON_DEMAND_TESTS],
      // One page per project. A test that must control a wait moves the
      // seams of core/timers.ts (tests/components/support/clocks.ts), not the page's
      // setTimeout: Preact's effects wait on a frame and a zero-delay timer,
      // and one left on a faked clock stranded every later effect in the
      // shared page. No component test fakes the page's timers.
      isolate: onDemand,
      setupFiles: ['tests/components/support/setup.ts'],
      globalSetup: target === 'dist' ? ['tests/components/support/dist-built.ts'] : [],
      // expect.poll and expect.element wait for a state; their default second
      // is short on a busy 2-core machine (a basket's product pictures were
      // requested later than that once). A passing test waits no longer.
      expect: { poll: { timeout: 5_000 } },
      // A test that fills a whole form (registration: a dozen fields, a file,
      // a 3 s alert) took over the default 15 s with other runners on the cores.
      testTimeout: 30_000,
      browser: browser(),
    },
  };
}

/** The real portal in Chromium (tests/e2e): `include`, the files of the project `name`. */
function e2eProject(name: string, include: string[]): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include,
      environment: 'node',
      globalSetup: ['tests/e2e/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // A real portal and a lazy dialog's first fetch: a second (the default) is not
      // long on a busy 2-core machine (a callback dialog took longer in a full run).
      expect: { poll: { timeout: 10_000 } },
      fileParallelism: false,
      // The files share one module graph, as the portal's do: each file
      // imported playwright-core and its helpers again (68 s of a run's
      // e2e under load went to imports). The helpers hold no state; each
      // file connects to the shared Chromium and makes its own contexts.
      isolate: false,
      // The page sweeps (it.concurrent.each over every portal page) mostly
      // wait for the network to go idle: three pages at a time.
      maxConcurrency: 3,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // The files share one module graph, as the portal's do: loading it
          // again per file was half the run (alone 47 -> 23 CPU s; passes in
          // shuffled file order too). A file that changes a module's state
          // (a fake timer, a configured client) puts it back in afterEach.
          isolate: false,
        },
      },
      {
        test: {
          name: 'portal',
          environment: 'node',
          include: ['tests/portal/**/*.test.ts'],
          // Room for a test of many calls (authorization's 404 sweeps) on a
          // machine other runners keep busy; a passing test waits no longer.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One embedded database per file; files in parallel would fight for 2 cores.
          fileParallelism: false,
          // The files share one module graph: each file starts its own portal
          // (startPortal) on its own data, and re-importing the whole server
          // per file was half the run (alone: 164 s and 197 CPU s instead of
          // ~380 s; passes in shuffled file order too).
          isolate: false,
          // Several portal processes on one database: only on a server (portal-pg).
          exclude: [...configDefaults.exclude, 'tests/portal/**/*.pg.test.ts'],
        },
      },
      {
        // The same portal tests on a PostgreSQL server that pg-setup.ts starts for the
        // run (DATABASE_URL), one database per file, plus the several-process tests.
        test: {
          name: 'portal-pg',
          environment: 'node',
          include: ['tests/portal/**/*.test.ts'],
          globalSetup: ['tests/portal/pg-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // As portal: one module graph (alone 116 s and 136 CPU s instead of 240 s).
          isolate: false,
          // What does not depend on the database: the bytes on the wire and
          // the tags of the pages, checked once, on PGlite.
          exclude: [...configDefaults.exclude, 'tests/portal/wire.test.ts', 'tests/portal/page-manifest.test.ts'],
        },
      },
      componentsProject('src'),
      // After `npm run build`: the same tests against the npm build in dist/.
      componentsProject('dist'),
      // The standalone build's runtime (Preact via compat): the same widgets must behave the same.
      componentsProject('src', 'preact'),
      componentsProject('src', 'react', true),
      componentsProject('src', 'preact', true),
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          // One page for all the stories (each renders into a cleared root with
          // its own msw handlers): a page per file cost 3.7 s of loading each.
          isolate: false,
          // As the component tests: a story that fills the catalogue's filters took over 15 s under load.
          testTimeout: 30_000,
          // Each story pictured and compared with its reference (tests/visual/).
          setupFiles: ['tests/visual/story-pictures.ts'],
          // The pictures a failed comparison attaches to its report: beside the differences, not in the repo.
          attachmentsDir: `${DIFFS}/attachments`,
          browser: {
            ...browser(),
            // Still pictures: no motion, the buyers' time zone and language on every machine.
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: pictureBrowserEnv(root) },
              // The window holds the tallest picture unscaled (the test page is sized inside it).
              contextOptions: { reducedMotion: 'reduce', timezoneId: TIME_ZONE, locale: 'ru-RU', viewport: { width: DESKTOP.width, height: MAX_PICTURE_HEIGHT } },
            }),
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: ({ arg, ext, root }) => resolve(root, STORY_PICTURES, `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext, root }) => resolve(root, DIFFS, 'stories', `${arg}${ext}`),
              },
            },
          },
        },
      },
      e2eProject('e2e', ['tests/e2e/**/*.test.ts']),
      // Timings reported, not asserted (npm run bench runs them): the interactions they
      // time are asserted by the e2e files of their widgets.
      e2eProject('e2e-measure', ['tests/e2e/**/*.measure.ts']),
    ],
  },
});
