// package.json "exports", derived from the widget folders: `.`, `./elements`,
// `./<name>` and `./<name>/element` for every src/widgets/<name>/element.ts,
// then the files shipped as they are.
//   node scripts/exports.mjs          print what "exports" should be
//   node scripts/exports.mjs --write  write it into package.json
// tests/unit/build/exports.test.ts fails when package.json differs from it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Widget folders that define a tag: src/widgets/<name>/element.ts, sorted. */
export function widgetFolders(dir = `${root}src/widgets`) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`${dir}/${d.name}/element.ts`))
    .map((d) => d.name)
    .sort();
}

const entry = (file) => ({ types: `./dist/${file}.d.ts`, import: `./dist/${file}.js` });

/** The "exports" map for these widget folders. */
export function packageExports(names = widgetFolders()) {
  const exports = { '.': entry('index'), './elements': entry('elements') };
  for (const name of names) {
    exports[`./${name}`] = entry(`${name}/index`);
    exports[`./${name}/element`] = entry(`${name}/element`);
  }
  exports['./styles.css'] = './dist/styles.css';
  exports['./custom-elements.json'] = './custom-elements.json';
  exports['./package.json'] = './package.json';
  return exports;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const exports = packageExports();
  if (process.argv.includes('--write')) {
    const path = `${root}package.json`;
    const pkg = JSON.parse(readFileSync(path, 'utf8'));
    pkg.exports = exports;
    writeFileSync(path, `${JSON.stringify(pkg, null, 2)}\n`);
    console.log(`package.json exports: ${Object.keys(exports).length} entries`);
  } else {
    console.log(JSON.stringify(exports, null, 2));
  }
}
