// The layers of src/ (design.md §2): core -> ui -> stores -> blocks -> widgets.
// A module imports its own layer or the ones before it, never one after it;
// a widget folder never imports another widget folder (what two tags share
// moves to blocks/). An ESLint rule, so the editor and `npm run lint` say it
// where the import is written.
import { dirname, relative, resolve, sep } from 'node:path';

export const LAYERS = ['core', 'ui', 'stores', 'blocks', 'widgets'];

/** The layer and, for widgets, the tag folder of a file under src/ (null: outside the layers). */
export function placeOf(file, srcDir) {
  const rel = relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const [top, sub] = rel.split(sep);
  const layer = LAYERS.indexOf(top);
  if (layer < 0) return null;
  return { layer, name: top, widget: top === 'widgets' ? sub : undefined };
}

/** Why `from` may not import `to`, or null when it may. */
export function layerProblem(from, to) {
  if (!from || !to) return null;
  if (to.layer > from.layer) return `${from.name}/ comes before ${to.name}/ (core -> ui -> stores -> blocks -> widgets): move the shared piece down, or pass it in`;
  if (from.widget && to.widget && from.widget !== to.widget) return `widgets/${from.widget}/ imports widgets/${to.widget}/: a piece two tags share belongs in blocks/`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of src/ and never cross between widget folders.' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, additionalProperties: false }],
    messages: { layer: '{{problem}}.' },
  },
  create(context) {
    const srcDir = resolve(context.options[0]?.srcDir ?? 'src');
    const file = context.filename;
    const from = placeOf(file, srcDir);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const problem = layerProblem(from, placeOf(resolve(dirname(file), source), srcDir));
      if (problem) context.report({ node, messageId: 'layer', data: { problem } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { layers: rule } };
