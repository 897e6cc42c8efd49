// @custom-elements-manifest/analyzer plugin: our elements are not classes but
// `defineWidget('b2b-x', Component, {props})` calls. This turns each call and
// the JSDoc above it (@summary, @fires, @csspart, @cssprop, @method) into a
// custom-element declaration, the way the analyzer does for classes, so
// custom-elements.json, Storybook docs and the README table share one source.
//
// A prop is declared once: its attribute and property come from the `props`
// map (name and kind), their description and the attribute's literal type
// from the props interface's field (`defineWidget<XProps>`), read through the
// TypeScript checker. There are no @attr/@prop lines for props.
import { resolve } from 'node:path';
import ts from 'typescript';

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

/** One checker over every element.ts, made on first use (the analyzer parses each file alone). */
let checked;
function program(files) {
  if (checked) return checked;
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const p = ts.createProgram(files, { ...config?.options, types: [] });
  checked = { program: p, checker: p.getTypeChecker() };
  return checked;
}

/** The props type of a defineWidget call: its type argument, else the component's first parameter. */
function propsType(checker, call) {
  const typeArg = call.typeArguments?.[0];
  if (typeArg) return checker.getTypeFromTypeNode(typeArg);
  const component = call.arguments[1];
  const param = component && checker.getTypeAtLocation(component).getCallSignatures()[0]?.parameters[0];
  return param ? checker.getTypeOfSymbol(param) : undefined;
}

/** A string-literal union (`'a' | 'b'`) as the attribute's type, else undefined. */
function literalUnion(checker, type) {
  const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & ts.TypeFlags.Undefined));
  if (!parts.length || !parts.every((t) => t.isStringLiteral())) return undefined;
  return parts.map((t) => `'${t.value}'`).join(' | ');
}

/** Each prop's description and attribute type from the props interface behind `defineWidget(...)` in `file`. */
function propDocs(file, tagName, files) {
  const { program: p, checker } = program(files);
  const source = p.getSourceFile(file);
  const docs = {};
  if (!source) return docs;
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineWidget'
      && node.arguments[0] && ts.isStringLiteral(node.arguments[0]) && node.arguments[0].text === tagName) {
      const type = propsType(checker, node);
      for (const symbol of type?.getProperties() ?? []) {
        const description = ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
        docs[symbol.getName()] = { description, literal: literalUnion(checker, checker.getTypeOfSymbol(symbol)) };
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return docs;
}

export function defineWidgetPlugin() {
  const files = [];

  return {
    name: 'b2b-define-widget',
    collectPhase({ ts, node }) {
      if (ts.isSourceFile(node)) files.push(resolve(node.fileName));
    },
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
      const fields = Object.keys(kinds).length ? propDocs(resolve(node.getSourceFile().fileName), tagName, files) : {};
      for (const prop of Object.keys(kinds)) {
        if (!fields[prop]?.description) console.warn(`${tagName}: prop ${prop} has no JSDoc on its props interface field`);
      }
      // A JSON attribute holds the JSON text; a string attribute names its literal values when the prop has them.
      const attrType = (prop, kind) => (kind === 'json' ? 'string' : (kind === 'string' && fields[prop]?.literal) || kind);
      const attrDescription = (prop, kind) => {
        const d = fields[prop]?.description ?? '';
        return kind === 'json' && d ? `JSON: ${d[0].toLowerCase()}${d.slice(1)}` : d;
      };
      const attributes = Object.entries(kinds).map(([prop, kind]) => (
        { name: kebab(prop), fieldName: prop, type: { text: attrType(prop, kind) }, description: attrDescription(prop, kind) }
      ));
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
            description: fields[prop]?.description ?? '',
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
