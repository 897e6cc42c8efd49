// Each tag's files as the loader carries them: the shared file names once,
// and per tag (in widgetTags' order) a string with one character per file,
// so no name or tag is spelt twice in the file every page downloads first.
// A tag's own file is `<tag>.js`, written as a leading OWN. The build writes
// it (tsup.config.ts, from chunks.json); the loader reads it. Keep this file
// free of imports: it is part of the loader.

/** File i is written as the character FIRST_CODE + i. */
const FIRST_CODE = 48;
const OWN = '+';

/** [shared file names, per tag a string of their codes ('' for a tag the build left out)]. */
export type PackedChunks = readonly [files: readonly string[], perTag: readonly string[]];

export function packChunks(byTag: Readonly<Record<string, readonly string[]>>, tags: readonly string[]): PackedChunks {
  const own = (tag: string) => `${tag}.js`;
  const files = [...new Set(Object.entries(byTag).flatMap(([tag, list]) => list.filter((f) => f !== own(tag))))].sort();
  const perTag = tags.map((tag) => {
    const list = byTag[tag] ?? [];
    const codes = list.filter((f) => f !== own(tag)).map((f) => String.fromCharCode(FIRST_CODE + files.indexOf(f)));
    return (list.includes(own(tag)) ? OWN : '') + codes.join('');
  });
  return [files, perTag];
}

export function unpackChunks([files, perTag]: PackedChunks, tags: readonly string[], tag: string): string[] {
  const codes = perTag[tags.indexOf(tag)] ?? '';
  const shared = [...codes.replace(OWN, '')].map((c) => files[c.charCodeAt(0) - FIRST_CODE]!);
  return codes.startsWith(OWN) ? [`${tag}.js`, ...shared] : shared;
}
