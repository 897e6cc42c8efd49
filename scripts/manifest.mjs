// Generates custom-elements.json (analyzer + our defineWidget plugin), then the
// README's widget table from it, so the docs cannot drift from the code.
//   node scripts/manifest.mjs          write both
//   node scripts/manifest.mjs --check  fail if README's table is out of date
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const check = process.argv.includes('--check');
execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet'], { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));

// The manifest must be valid against the published schema and list every tag.
const Ajv = (await import('ajv')).default;
const schema = JSON.parse(readFileSync('node_modules/custom-elements-manifest/schema.json', 'utf8'));
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
if (!validate(manifest)) {
  console.error('custom-elements.json does not match its schema:', validate.errors);
  process.exit(1);
}
const registered = [...readFileSync('src/registry.ts', 'utf8').matchAll(/'(b2b-[a-z-]+)'/g)].map((m) => m[1]).sort();
const described = manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement).map((d) => d.tagName)).sort();
if (JSON.stringify(registered) !== JSON.stringify(described)) {
  console.error(`custom-elements.json lists ${described.join(', ')} but the loader registers ${registered.join(', ')}`);
  process.exit(1);
}

const rows = manifest.modules
  .flatMap((m) => m.declarations.filter((d) => d.customElement).map((d) => ({ d, path: m.path })))
  .sort((a, b) => a.d.tagName.localeCompare(b.d.tagName))
  .map(({ d, path }) => {
    const folder = path.split('/')[2];
    const attrs = (d.attributes ?? []).filter((a) => a.name !== 'api-base').map((a) => `\`${a.name}\``).join(', ') || '-';
    const events = (d.events ?? []).map((e) => `\`${e.name}\``).join(', ') || '-';
    return `| \`<${d.tagName}>\` | \`import { ${d.reactComponent} } from 'b2b-widgets/${folder}'\` | ${d.summary} | ${attrs} | ${events} |`;
  });

const table = ['| tag | React | what it does | attributes | events |', '|---|---|---|---|---|', ...rows].join('\n');
const start = '<!-- widgets:start -->';
const end = '<!-- widgets:end -->';
const readme = readFileSync('README.md', 'utf8');
const i = readme.indexOf(start);
const j = readme.indexOf(end);
if (i < 0 || j < 0) throw new Error('README.md lacks the widget table markers');
const next = `${readme.slice(0, i + start.length)}\n${table}\n${readme.slice(j)}`;
if (check) {
  if (next !== readme) {
    console.error('README.md widget table is out of date: run `node scripts/manifest.mjs`');
    process.exit(1);
  }
  console.log(`README widget table matches custom-elements.json (${rows.length} tags)`);
} else {
  writeFileSync('README.md', next);
  console.log(`custom-elements.json and README table: ${rows.length} tags`);
}
