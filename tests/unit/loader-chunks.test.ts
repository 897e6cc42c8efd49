import { describe, expect, it } from 'vitest';
import { packChunks, unpackChunks } from '../../src/loader-chunks';

describe('the loader’s packed file lists', () => {
  const tags = ['b2b-a', 'b2b-b', 'b2b-c', 'b2b-layout'];
  const byTag = {
    'b2b-a': ['b2b-a.js', 'shared-runtime-x1.js'],
    'b2b-b': ['b2b-b.js', 'shared-form-y2.js', 'shared-runtime-x1.js'],
    'b2b-layout': ['shared-layout.js', 'shared-runtime-x1.js'],
  };

  it('gives each tag back its files, each name written once', () => {
    const packed = packChunks(byTag, tags);
    expect(packed[0]).toEqual(['shared-form-y2.js', 'shared-layout.js', 'shared-runtime-x1.js']);
    for (const [tag, files] of Object.entries(byTag)) expect(unpackChunks(packed, tags, tag)).toEqual(files);
    expect(JSON.stringify(packed).match(/shared-runtime-x1/g)).toHaveLength(1);
  });

  it('a tag the build did not list, or an unknown tag, has no files (the loader then imports <tag>.js)', () => {
    const packed = packChunks(byTag, tags);
    expect(unpackChunks(packed, tags, 'b2b-c')).toEqual([]);
    expect(unpackChunks(packed, tags, 'b2b-unknown')).toEqual([]);
  });

  it('survives JSON (the build writes it into the loader as text), with many files', () => {
    const many = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`b2b-t${i}`, [`b2b-t${i}.js`, 'shared.js']]));
    const manyTags = Object.keys(many);
    const packed = JSON.parse(JSON.stringify(packChunks(many, manyTags))) as ReturnType<typeof packChunks>;
    for (const tag of manyTags) expect(unpackChunks(packed, manyTags, tag)).toEqual(many[tag]);
  });
});
