// npm run visual: only the pictures. Every story (the stories runner, with
// tests/visual/story-pictures.ts) and every portal page (e2e's
// tests/e2e/page-sweep.test.ts, after a build of the JavaScript the
// portal serves), compared with its reference in tests/visual/. Then a review
// page for a designer: one row per picture, reference, new picture and
// difference side by side, the changed ones first; its path is printed.
//
// npm run visual -- stories/widgets/Basket: only the stories of that file.
// npm run visual -- pages: only the portal's pages.
// npm run visual -- --update: takes the new pictures as the references
// (vitest -u) and compresses the ones written (lossless, oxipng), so the set
// stays small in the repo. Review the page first, then commit the pictures.
//
// Runs under `node --import tsx` (package.json) to share the paths of
// tests/visual/pictures.ts with the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DIFFS, PAGE_PICTURES, STORY_PICTURES } from '../tests/visual/pictures.ts';

const update = process.argv.includes('--update');
/**
 * Other arguments narrow the run: `pages` to the portal's pages, anything else
 * to those stories as vitest's filters do (`stories/widgets/Basket`).
 */
const args = process.argv.slice(2).filter((arg) => arg !== '--update');
const PAGE_TESTS = 'tests/e2e/page-sweep.test.ts';
const pagesOnly = args.filter((arg) => arg === 'pages' || arg === PAGE_TESTS);
const storyFilters = args.filter((arg) => !pagesOnly.includes(arg));
const runStories = storyFilters.length > 0 || pagesOnly.length === 0;
const runPages = pagesOnly.length > 0 || storyFilters.length === 0;
/** What a row's state means, under its name on the review page. */
const label = { changed: 'differs from its reference', new: 'no reference yet', same: 'as its reference' };
const root = resolve(import.meta.dirname, '..');
const started = Date.now();
rmSync(join(root, DIFFS), { recursive: true, force: true });

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
const vitest = (args) => run(join(root, 'node_modules/.bin/vitest'), ['run', ...args, ...(update ? ['-u'] : [])]);
// Both run, whatever the first found: the review page shows all that changed.
const statuses = [];
if (runStories) statuses.push(vitest(['--project', 'storybook', ...storyFilters]));
// The pages are the portal's: it serves the built widgets (the JavaScript is enough).
if (runPages) statuses.push(run(process.execPath, [join(root, 'scripts/build.mjs'), '--no-types']) || vitest(['--project', 'e2e', PAGE_TESTS]));

if (update) await compressNew();
const report = writeReport();
console.log(`\nVisual review: ${relative(process.cwd(), report.file)} (${report.changed} changed, ${report.added} new, ${report.total} pictures)`);
if (!update && (report.changed || report.added)) console.log('To accept them: npm run visual -- --update, then commit tests/visual/.');
process.exit(Math.max(0, ...statuses));

/** Recompresses the references this run wrote: the same pixels in about half the bytes. */
async function compressNew() {
  const { default: initOxipng, optimise } = await import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js');
  await initOxipng(readFileSync(join(root, 'node_modules/@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')));
  let before = 0;
  let after = 0;
  for (const dir of [STORY_PICTURES, PAGE_PICTURES]) {
    for (const file of pictures(dir)) {
      if (statSync(file).mtimeMs < started) continue;
      const png = readFileSync(file);
      const smaller = optimise(new Uint8Array(png), 2, false, true);
      before += png.length;
      after += smaller.length;
      if (smaller.length < png.length) writeFileSync(file, smaller);
    }
  }
  if (before) console.log(`Compressed the new references: ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB`);
}

/** The .png files of a folder of the repo, by path. */
function pictures(dir) {
  const abs = join(root, dir);
  return existsSync(abs) ? readdirSync(abs).filter((f) => f.endsWith('.png')).sort().map((f) => join(abs, f)) : [];
}

/**
 * The review page: a row per picture. What a run found different left
 * `<name>-actual.png` and `<name>-diff.png` under DIFFS/<kind>/, and a
 * picture with no reference `<name>-reference.png` there (or, outside CI,
 * a new file among the references).
 */
function writeReport() {
  const out = join(root, DIFFS);
  mkdirSync(out, { recursive: true });
  const rows = [];
  for (const [kind, dir] of [['stories', STORY_PICTURES], ['pages', PAGE_PICTURES]]) {
    const diffs = join(out, kind);
    const names = new Set(pictures(dir).map((f) => f.replace(/^.*\//, '').replace(/\.png$/, '')));
    if (existsSync(diffs)) for (const f of readdirSync(diffs)) names.add(f.replace(/-(actual|diff|reference)\.png$/, ''));
    for (const name of [...names].sort()) {
      const reference = join(root, dir, `${name}.png`);
      const actual = join(diffs, `${name}-actual.png`);
      const diff = join(diffs, `${name}-diff.png`);
      const unreviewed = join(diffs, `${name}-reference.png`);
      const isNew = existsSync(unreviewed) || (existsSync(reference) && statSync(reference).mtimeMs >= started && !update);
      const state = existsSync(actual) ? 'changed' : isNew ? 'new' : 'same';
      rows.push({ kind, name, state, reference: existsSync(unreviewed) ? unreviewed : reference, actual, diff });
    }
  }
  const order = { changed: 0, new: 1, same: 2 };
  rows.sort((a, b) => order[a.state] - order[b.state] || a.name.localeCompare(b.name));
  const img = (path) => (existsSync(path) ? `<img loading="lazy" src="${relative(out, path)}" alt="">` : '');
  const body = rows
    .map(
      (r) => `<tr class="${r.state}"><th scope="row">${r.kind}/${r.name}<br><small>${label[r.state]}</small></th>` +
        `<td>${img(r.reference)}</td><td>${r.state === 'changed' ? img(r.actual) : ''}</td><td>${r.state === 'changed' ? img(r.diff) : ''}</td></tr>`,
    )
    .join('\n');
  const changed = rows.filter((r) => r.state === 'changed').length;
  const added = rows.filter((r) => r.state === 'new').length;
  const file = join(out, 'report.html');
  writeFileSync(
    file,
    `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Visual review: ${changed} changed</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; }
  table { border-collapse: collapse; }
  th, td { border-top: 1px solid #ccc; padding: 8px; vertical-align: top; text-align: left; }
  th[scope=row] { width: 16em; word-break: break-all; }
  tr.changed th { color: #b00020; } tr.new th { color: #0b57a4; }
  img { max-width: 30vw; border: 1px solid #ddd; }
</style>
<h1>Visual review</h1>
<p>${changed} changed, ${added} new, ${rows.length} pictures. Columns: reference, new picture, difference (red: changed pixels).</p>
<table><thead><tr><th>Picture</th><th>Reference</th><th>New</th><th>Difference</th></tr></thead><tbody>
${body}
</tbody></table></html>\n`,
  );
  return { file, changed, added, total: rows.length };
}
