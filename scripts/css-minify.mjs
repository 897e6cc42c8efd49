// The widgets' CSS rides in their JS (shadow roots adopt it), so the standalone
// build minifies it there: the stylesheets' comments explain a rule to the next
// developer, not to the buyer's browser. Only template literals
// marked `/* css */` are touched, and only in ways that keep every selector
// and value: comments go, runs of white space become one space, and the space
// around `{`, `}` and `;` goes. `${…}` parts stay as they are.

/** One static part of a CSS template literal, minified. */
export function minifyCssText(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1');
}

/** The literal after each `/* css *\/` marker, its static parts minified; a literal with a nested template is left whole. */
export function minifyCssLiterals(code) {
  return code.replace(/\/\* css \*\/\s*`((?:[^`\\$]|\\.|\$(?!\{)|\$\{[^{}`]*\})*)`/g, (_all, body) => {
    const parts = body.split(/(\$\{[^{}`]*\})/);
    return '`' + parts.map((part) => (part.startsWith('${') ? part : minifyCssText(part))).join('') + '`';
  });
}

/** A Vite plugin: minifies the CSS literals of the source modules. */
export function cssMinify() {
  return {
    name: 'css-minify',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('/* css */')) return null;
      return { code: minifyCssLiterals(code), map: null };
    },
  };
}
