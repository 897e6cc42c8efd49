// package.json "exports" is what scripts/exports.mjs derives from the widget
// folders, so a new tag needs no hand-written entry point.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageExports, widgetFolders } from '../../../scripts/exports.mjs';

describe('package.json exports', () => {
  it('are the ones the widget folders give (run `node scripts/exports.mjs --write`)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { exports: unknown };
    expect(JSON.stringify(pkg.exports, null, 2)).toBe(JSON.stringify(packageExports(), null, 2));
  });

  it('give each widget folder its component and its element', () => {
    const exports = packageExports(['basket']);
    expect(exports['./basket']).toEqual({ types: './dist/basket/index.d.ts', import: './dist/basket/index.js' });
    expect(exports['./basket/element']).toEqual({ types: './dist/basket/element.d.ts', import: './dist/basket/element.js' });
    expect(widgetFolders()).toContain('basket');
  });
});
