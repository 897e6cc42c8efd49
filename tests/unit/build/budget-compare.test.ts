// npm run budgets -- --compare (scripts/budget-compare.mjs) on two made-up
// builds: a change in one tag's chunk shows on the pages carrying that tag
// and nowhere else, and chunks renamed by their content hash are still paired.
import { describe, expect, it } from 'vitest';
import { chunkMoveLines, comparePages, comparisonLines, pageFiles, pairFiles, withoutHash, type Picture, type PictureFile } from '../../../scripts/budget-compare.mjs';

const file = (name: string, gzip: number, kind: PictureFile['kind'], users: string[] = []): PictureFile => ({ file: name, gzip, brotli: gzip - 50, kind, users });

/** Two tags on a shared runtime; the orders' tag also loads a pager chunk, and the chat fetches its panel on demand. */
function build({ orders = 4000, pagerHash = 'blmAyKoL', extra = [] as PictureFile[] } = {}): Picture {
  const pager = `shared-Pagination-${pagerHash}.js`;
  return {
    files: [
      file('loader.js', 1200, 'loader'),
      file('b2b-orders.js', orders, 'widget', ['b2b-orders']),
      file('b2b-chat.js', 100, 'widget', ['b2b-chat']),
      file('shared-runtime-CFQiG9mJ.js', 22000, 'shared', ['b2b-chat', 'b2b-orders']),
      file(pager, 1500, 'shared', ['b2b-orders']),
      file('shared-index-AAAAAAAA.js', 9000, 'lazy', ['b2b-chat']),
      file('shared-index-BBBBBBBB.js', 15000, 'lazy', ['b2b-orders']),
      ...extra,
    ],
    tags: {
      'b2b-orders': ['b2b-orders.js', pager, 'shared-runtime-CFQiG9mJ.js'],
      'b2b-chat': ['shared-runtime-CFQiG9mJ.js'],
    },
  };
}
const pages = [
  { page: '/', user: 'demo user', tagNames: ['b2b-chat'] },
  { page: '/orders/', user: 'demo user', tagNames: ['b2b-chat', 'b2b-orders'] },
  { page: '/no-such-page/', user: 'visitor', tagNames: [] },
];

describe('budgets --compare', () => {
  it("a page downloads the loader and each of its tags' files once", () => {
    expect(pageFiles(build(), ['b2b-chat', 'b2b-orders'])).toEqual(['loader.js', 'shared-runtime-CFQiG9mJ.js', 'b2b-orders.js', 'shared-Pagination-blmAyKoL.js']);
    expect(pageFiles(build(), [])).toEqual(['loader.js']);
    // A tag the other build does not have yet costs nothing there.
    expect(pageFiles(build(), ['b2b-new'])).toEqual(['loader.js']);
  });

  it("1 kB more in the orders' chunk shows on /orders/ only", () => {
    const compared = comparePages(pages, build(), build({ orders: 5024 }));
    expect(compared.map((p) => [p.page, p.cur.gzip - p.ref.gzip, p.cur.files - p.ref.files])).toEqual([
      ['/', 0, 0],
      ['/orders/', 1024, 0],
      ['/no-such-page/', 0, 0],
    ]);
  });

  it('pairs a chunk whose hash changed with its namesake, and two of one name by the tags loading them', () => {
    const before = build();
    const after = build({ pagerHash: 'D4cGQBXh' });
    const pairs = pairFiles(before, after);
    const named = pairs.map((p) => [p.ref?.file ?? null, p.cur?.file ?? null]);
    expect(named).toContainEqual(['shared-Pagination-blmAyKoL.js', 'shared-Pagination-D4cGQBXh.js']);
    expect(named).toContainEqual(['shared-index-AAAAAAAA.js', 'shared-index-AAAAAAAA.js']);
    expect(pairs.every((p) => p.ref && p.cur)).toBe(true);
    // Same name, both lazy, new hashes: the tags that can load each one tell them apart.
    const rehashed = build({ extra: [] });
    rehashed.files = rehashed.files.map((f) => (f.file === 'shared-index-AAAAAAAA.js' ? { ...f, file: 'shared-index-CCCCCCCC.js' } : f.file === 'shared-index-BBBBBBBB.js' ? { ...f, file: 'shared-index-DDDDDDDD.js' } : f));
    const byUsers = pairFiles(before, rehashed).map((p) => [p.ref?.file, p.cur?.file]);
    expect(byUsers).toContainEqual(['shared-index-AAAAAAAA.js', 'shared-index-CCCCCCCC.js']);
    expect(byUsers).toContainEqual(['shared-index-BBBBBBBB.js', 'shared-index-DDDDDDDD.js']);
  });

  it('a chunk only one build has is new or gone, and the lines say what changed', () => {
    const before = build({ extra: [file('shared-record-list-CwLnC2YO.js', 600, 'shared', ['b2b-orders'])] });
    before.tags['b2b-orders']!.push('shared-record-list-CwLnC2YO.js');
    const after = build({ orders: 4100 });
    const lines = comparisonLines('HEAD~1', comparePages(pages, before, after), pairFiles(before, after));
    const line = (start: string) => lines.find((l) => l.startsWith(start));
    expect(line('/orders/ (demo user)')).toMatch(/^\/orders\/ \(demo user\)\s+5→4\s+29,300\s+28,800\s+-500\s+-450$/);
    expect(line('/ (demo user)')).toMatch(/\s2\s+23,200\s+23,200\s+0\s+0$/);
    expect(line('shared-record-list-CwLnC2YO.js (gone) (shared)')).toMatch(/600\s+—\s+-600\s+-550$/);
    expect(line('b2b-orders.js (widget)')).toMatch(/4,000\s+4,100\s+\+100\s+\+100$/);
    expect(lines.at(-1)).toBe('1 of 3 pages and 2 of 8 files changed');
  });

  it('strips only the content hash Rollup adds', () => {
    expect(withoutHash('shared-index-Dg-FsHO1.js')).toBe('shared-index.js');
    expect(withoutHash('shared-EmblaEngine-DRuIRoh-.js')).toBe('shared-EmblaEngine.js');
    expect(withoutHash('shared-dialog-forms.js')).toBe('shared-dialog-forms.js');
    expect(withoutHash('b2b-orders.js')).toBe('b2b-orders.js');
  });

  it('names the modules that moved to another file, grouped by where from and where to', () => {
    const before = { ...build(), chunkMap: { 'shared-runtime.js': ['src/a.ts', 'src/b.ts'], 'shared-Pagination.js': ['src/p.ts', 'src/q.ts', 'src/r.ts'] } };
    const after = { ...build(), chunkMap: { 'shared-runtime.js': ['src/a.ts', 'src/new.ts'], 'shared-list.js': ['src/b.ts', 'src/p.ts', 'src/q.ts', 'src/r.ts'] } };
    expect(chunkMoveLines('HEAD', before, after, { shown: 2 })).toEqual([
      'Modules in another file than in HEAD (chunk-map.json; — where a build has no such module): 5',
      '  shared-Pagination.js → shared-list.js: src/p.ts, src/q.ts and 1 more',
      '  shared-runtime.js → shared-list.js: src/b.ts',
      '  — → shared-runtime.js: src/new.ts',
    ]);
    expect(chunkMoveLines('HEAD', before, before)).toEqual(['Modules in another file than in HEAD (chunk-map.json; — where a build has no such module): 0']);
    // A build from before the chunk map.
    expect(chunkMoveLines('HEAD~9', build(), after)).toEqual(["No chunk-map.json in HEAD~9's build: which modules moved is not known"]);
  });
});
