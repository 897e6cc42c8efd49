import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetTags } from '../../../src/registry';

const folders = readdirSync('src/widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/widgets/${d.name}/element.ts`))
  .map((d) => d.name)
  .sort();

describe('widget registry', () => {
  it('the loader knows exactly the tags of the widget folders', () => {
    expect([...widgetTags].sort()).toEqual(folders.map((f) => `b2b-${f}`));
  });

  it('src/widgets holds one folder per tag and nothing else (shared pieces live in src/blocks)', () => {
    const entries = readdirSync('src/widgets', { withFileTypes: true }).map((d) => d.name).sort();
    expect(entries).toEqual(folders);
  });

  it('lists the tags in alphabetical order', () => {
    expect([...widgetTags]).toEqual([...widgetTags].sort());
  });

  it('each element file defines the tag its folder is named after', () => {
    for (const f of folders) {
      expect(readFileSync(`src/widgets/${f}/element.ts`, 'utf8')).toContain(`'b2b-${f}'`);
    }
  });

  it('elements.ts defines every tag', () => {
    const entry = readFileSync('src/elements.ts', 'utf8');
    for (const f of folders) expect(entry).toContain(`./widgets/${f}/element'`);
  });

  it('package.json exports each widget and lists its element file as a side effect', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      exports: Record<string, unknown>;
      sideEffects: string[];
    };
    for (const f of folders) {
      expect(pkg.exports[`./${f}`]).toEqual({ types: `./dist/${f}/index.d.ts`, import: `./dist/${f}/index.js` });
      expect(pkg.exports[`./${f}/element`]).toEqual({ types: `./dist/${f}/element.d.ts`, import: `./dist/${f}/element.js` });
    }
    expect(pkg.sideEffects).toContain('./dist/*/element.js');
  });
});

describe('widget stories', () => {
  // The docs page of a widget story shows its React and tag usage from the
  // manifest, found by `parameters.element`: a story without it loses the block.
  it('every widget has a stories file whose meta names its tag', () => {
    const named = readdirSync('stories/widgets')
      .filter((f) => f.endsWith('.stories.tsx'))
      .flatMap((f) => [...readFileSync(`stories/widgets/${f}`, 'utf8').matchAll(/\belement: '(b2b-[a-z-]+)'/g)].map((m) => m[1]))
      .sort();
    expect(named).toEqual([...widgetTags].sort());
  });
});
