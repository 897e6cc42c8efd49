// What `react` resolves to in the standalone build (legacy pages) and in the
// components-preact tests: preact/compat, with React 19's behaviour where
// Preact's differs in a way the widgets rely on. scripts/runtime.mjs maps it.
import { useState } from 'preact/compat';
import { keepControlledFields } from './controlled-inputs';

// @ts-expect-error preact/compat's types say `export =`; the module itself is ESM with named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

keepControlledFields();

let nextId = 0;

/**
 * React's useId is unique within a root. Preact's restarts its count in
 * places (measured: a dialog's title and the first field in its lazily loaded
 * body both got "P0-0", so the field's label named the dialog). Ids link
 * labels, hints and errors, so they must never collide: a page-wide counter.
 * No server rendering here, so nothing has to match a server's ids.
 */
export function useId(): string {
  const [id] = useState(() => `b2b-${(nextId++).toString(36)}`);
  return id;
}
