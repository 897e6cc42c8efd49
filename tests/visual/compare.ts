/**
 * The comparison of a picture with its reference outside Vitest's browser
 * mode (the portal's pages, tests/e2e/page-sweep.test.ts), made as the
 * stories' toMatchScreenshot makes it, so one review page and one `--update`
 * serve both: the same comparator (blazediff, Vitest's "pixelmatch") with the
 * same options (COMPARISON), the same retakes until the screen holds still,
 * and the same files (`<name>-actual.png` and `<name>-diff.png` beside the
 * other differences, `<name>-reference.png` there for a new picture in CI).
 */
import { diff } from '@blazediff/core';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { COMPARISON } from './pictures';

/** Vitest's own defaults for its pixelmatch comparator, then ours. */
const OPTIONS = {
  includeAA: false,
  alpha: 0.1,
  aaColor: [255, 255, 0] as [number, number, number],
  diffColor: [255, 0, 0] as [number, number, number],
  diffMask: false,
  threshold: COMPARISON.threshold,
};

/** How long the screen may keep changing before the picture counts as unstable (Vitest's default). */
const STABLE_WITHIN_MS = 5_000;

/** vitest run (locally): a missing reference is written; -u: every difference becomes the reference; CI: nothing is. */
export type UpdateMode = 'new' | 'all' | 'none';

interface Picture {
  png: Buffer;
  image: PNG;
}

const decode = (png: Buffer): Picture => ({ png, image: PNG.sync.read(png) });

/** How many pixels differ (Infinity for another size), and the picture of where. */
function compare(a: PNG, b: PNG, withDiff: boolean): { mismatched: number; diff?: PNG } {
  if (a.width !== b.width || a.height !== b.height) return { mismatched: Infinity };
  const out = withDiff ? new PNG({ width: a.width, height: a.height }) : undefined;
  const mismatched = diff(a.data, b.data, out?.data, a.width, a.height, OPTIONS);
  return { mismatched, diff: out };
}

const same = (a: PNG, b: PNG) => compare(a, b, false).mismatched <= COMPARISON.allowedMismatchedPixels;

export interface Match {
  pass: boolean;
  /** Why not, with the paths written. */
  message?: string;
}

/**
 * Takes pictures with `take` until one matches `reference` (a .png path) or
 * two in a row agree, then compares, and writes what a failure leaves for
 * review under `diffs` (or the new reference, per `update`).
 */
export async function matchPicture({ take, reference, diffs, name, update }: {
  take: () => Promise<Buffer>;
  reference: string;
  diffs: string;
  name: string;
  update: UpdateMode;
}): Promise<Match> {
  const write = (path: string, png: Buffer) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, png);
  };
  const stored = existsSync(reference) ? decode(readFileSync(reference)) : null;
  let last = decode(await take());
  if (stored && same(stored.image, last.image)) return { pass: true };
  const until = Date.now() + STABLE_WITHIN_MS;
  for (;;) {
    const next = decode(await take());
    const stable = same(last.image, next.image);
    last = next;
    if (stable) break;
    if (Date.now() > until) return { pass: false, message: `${name}: the page kept changing for ${STABLE_WITHIN_MS} ms: no stable picture` };
  }
  if (!stored) {
    if (update === 'none') {
      write(join(diffs, `${name}-reference.png`), last.png);
      return { pass: false, message: `${name}: no reference picture` };
    }
    write(reference, last.png);
    // As toMatchScreenshot: a first picture is looked at before it is relied on, except when accepting all.
    return update === 'all' ? { pass: true } : { pass: false, message: `${name}: no reference picture; a new one was written. Review it before running the tests again.` };
  }
  const { mismatched, diff: picture } = compare(stored.image, last.image, true);
  if (mismatched <= COMPARISON.allowedMismatchedPixels) return { pass: true };
  if (update === 'all') {
    write(reference, last.png);
    return { pass: true };
  }
  write(join(diffs, `${name}-actual.png`), last.png);
  if (picture) write(join(diffs, `${name}-diff.png`), PNG.sync.write(picture));
  const size = ({ width, height }: PNG) => `${width}x${height}`;
  return {
    pass: false,
    message: Number.isFinite(mismatched)
      ? `${name}: ${mismatched} pixels differ from the reference`
      : `${name}: ${size(last.image)} px instead of the reference's ${size(stored.image)}`,
  };
}
