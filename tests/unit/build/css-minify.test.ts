// The standalone build's CSS minifier (scripts/css-minify.mjs): what it drops
// must change nothing a browser sees.
import { describe, expect, it } from 'vitest';
import { minifyCssLiterals, minifyCssText } from '../../../scripts/css-minify.mjs';

describe('CSS minified in the standalone build', () => {
  it('drops comments and the white space around braces and semicolons, and keeps selectors and values', () => {
    const css = `
/* why the wrap scrolls */
.b2b-a > .b2b-b :focus-visible,
.b2b-c::after {
  grid-template-areas: 'articul header' 'articul stock';
  margin: 0 auto;
}
`;
    expect(minifyCssText(css)).toBe(" .b2b-a > .b2b-b :focus-visible, .b2b-c::after{grid-template-areas: 'articul header' 'articul stock';margin: 0 auto;}");
  });

  it('minifies only literals marked css, and keeps their ${} parts', () => {
    const code = "const a = /* css */ `\n.x {\n  gap: calc(${space} / 2);\n}\n`;\nconst b = `keep  this\n`;";
    expect(minifyCssLiterals(code)).toBe("const a = ` .x{gap: calc(${space} / 2);}`;\nconst b = `keep  this\n`;");
  });
});
