// @custom-elements-manifest/analyzer plugin: our elements are not classes but
// `defineWidget('b2b-x', Component, {props})` calls. This turns each call and
// the JSDoc above it (@summary, @attr, @prop, @fires, @csspart, @cssprop,
// @method) into a custom-element declaration, the way the analyzer does for
// classes, so custom-elements.json, Storybook docs and the README table share one source.

const TAG_LINE = /^(?:\{([^}]*)\}\s*)?([^\s]+)(?:\s+-\s+|\s+)?([\s\S]*)$/;

function commentText(ts, comment) {
  if (!comment) return '';
  if (typeof comment === 'string') return comment.trim();
  return comment.map((c) => c.text ?? '').join('').trim();
}

function parseTag(ts, tag) {
  const text = commentText(ts, tag.comment);
  const m = TAG_LINE.exec(text) ?? [];
  return { type: m[1], name: m[2] ?? '', description: (m[3] ?? '').trim() };
}

function pascal(tag) {
  return tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase()) + 'Element';
}

function kebab(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * The React component npm users import: the component the element renders,
 * or, where the element renders a shell that loads its body on demand
 * (`lazyDialog(...)`), the one its props type names (`defineWidget<LoginProps>` -> Login).
 */
function reactComponent(ts, call, componentArg) {
  if (componentArg && ts.isIdentifier(componentArg)) return componentArg.getText();
  const props = call.typeArguments?.[0]?.getText();
  return props?.endsWith('Props') ? props.slice(0, -'Props'.length) : componentArg?.getText();
}

export function defineWidgetPlugin() {
  return {
    name: 'b2b-define-widget',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineWidget') return;
      const [tagArg, componentArg, optionsArg] = node.arguments;
      if (!tagArg || !ts.isStringLiteral(tagArg)) return;
      const tagName = tagArg.text;

      let statement = node;
      while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
      const docs = ts.getJSDocCommentsAndTags(statement).filter(ts.isJSDoc);
      const doc = docs[docs.length - 1];
      const tags = doc?.tags ?? [];
      const byName = (n) => tags.filter((t) => t.tagName.text === n).map((t) => parseTag(ts, t));

      // Prop kinds straight from the options object, so undocumented props still appear.
      const kinds = {};
      const props = optionsArg && ts.isObjectLiteralExpression(optionsArg)
        ? optionsArg.properties.find((p) => p.name?.getText() === 'props')
        : undefined;
      if (props && ts.isPropertyAssignment(props) && ts.isObjectLiteralExpression(props.initializer)) {
        for (const p of props.initializer.properties) {
          if (ts.isPropertyAssignment(p)) kinds[p.name.getText()] = p.initializer.getText().replace(/['"]/g, '');
        }
      }
      const documentedAttrs = new Map(byName('attr').map((a) => [a.name, a]));
      const attributes = Object.entries(kinds).map(([prop, kind]) => {
        const attr = kebab(prop);
        const d = documentedAttrs.get(attr);
        return { name: attr, fieldName: prop, type: { text: d?.type ?? kind }, description: d?.description ?? '' };
      });
      if (!attributes.some((a) => a.name === 'api-base')) {
        attributes.push({ name: 'api-base', type: { text: 'string' }, description: 'Base of the API calls for the whole page (default /api).' });
      }

      const declaration = {
        kind: 'class',
        name: pascal(tagName),
        tagName,
        customElement: true,
        summary: byName('summary')[0] ? commentText(ts, tags.find((t) => t.tagName.text === 'summary').comment) : '',
        description: commentText(ts, doc?.comment),
        attributes,
        members: [
          ...Object.entries(kinds).map(([prop, kind]) => ({
            kind: 'field',
            name: prop,
            type: { text: kind === 'json' ? 'object' : kind },
            attribute: kebab(prop),
            description: documentedAttrs.get(kebab(prop))?.description ?? '',
          })),
          ...byName('method').map((m) => ({ kind: 'method', name: m.name.replace(/\(\)$/, ''), description: m.description })),
        ],
        events: byName('fires').map((e) => ({ name: e.name, type: { text: e.type ?? 'CustomEvent' }, description: e.description })),
        cssParts: byName('csspart').map((p) => ({ name: p.name, description: p.description })),
        cssProperties: byName('cssprop').map((p) => ({ name: p.name, description: p.description })),
        reactComponent: reactComponent(ts, node, componentArg),
      };
      moduleDoc.declarations.push(declaration);
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        { kind: 'custom-element-definition', name: tagName, declaration: { name: declaration.name, module: moduleDoc.path } },
      ];
    },
  };
}
