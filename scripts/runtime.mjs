// The runtime of the standalone build (legacy pages): Preact 11 through
// preact/compat instead of react + react-dom. The widgets are React 19 code
// and the npm build keeps React as a peer; on a legacy page, which bundles its
// own runtime, compat cuts the shared runtime from 87 kB to 29 kB gzip (React
// DOM 19.3's client alone is 75 kB). tsup's standalone build and vitest's
// components-preact project (the parity check) both take the mapping from here.
import { fileURLToPath } from 'node:url';

const REACT_ON_PREACT = fileURLToPath(new URL('../src/runtime/react-on-preact.ts', import.meta.url));

/** What each react specifier becomes; `react` itself is compat plus our fixes. */
const MAPPING = [
  [/^react$/, REACT_ON_PREACT],
  [/^react\/(jsx-runtime|jsx-dev-runtime)$/, 'preact/compat/$1'],
  [/^react-dom$/, 'preact/compat'],
  [/^react-dom\/(client|server)$/, 'preact/compat/$1'],
];

/** Vite aliases (components-preact). */
export const preactCompatViteAlias = () => MAPPING.map(([find, replacement]) => ({ find, replacement }));

/** esbuild plugin (tsup's standalone build): the same mapping at resolve time. */
export const preactCompatEsbuild = () => ({
  name: 'react-on-preact',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
      const hit = MAPPING.find(([re]) => re.test(args.path));
      if (!hit) throw new Error(`react-on-preact: no Preact mapping for "${args.path}" (scripts/runtime.mjs)`);
      const target = args.path.replace(hit[0], hit[1]);
      if (target === REACT_ON_PREACT) return { path: target };
      return build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir });
    });
  },
});
