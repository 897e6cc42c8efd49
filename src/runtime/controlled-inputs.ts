// React keeps a controlled field showing its props: after an event handler
// runs, a checkbox, radio, select or text field whose state did not change is
// put back. Preact re-applies `value` and `checked` only when it re-renders
// the field, so a refused change (the price-list dialog's last category, a
// second click) stayed on screen while the form counted the old value.
// Fixed here once for every controlled field on Preact.
import { options, type VNode } from 'preact';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Shown {
  value?: unknown;
  checked?: unknown;
}

const FIELD = /^(input|select|textarea)$/;
/** What each field was last rendered with (its committed props). */
const rendered = new WeakMap<Element, Shown>();

function restore(el: Element): void {
  const shown = rendered.get(el);
  if (!shown || !el.isConnected) return;
  const field = el as Field;
  if (shown.value != null && field.value !== String(shown.value)) field.value = String(shown.value);
  if (shown.checked != null && field instanceof HTMLInputElement && field.checked !== !!shown.checked) field.checked = !!shown.checked;
}

/** After the handler and the render it may have queued (a microtask), the field shows its props again. */
function afterHandler(el: Element): void {
  // Preact renders in a microtask queued by setState in the handler; this one runs after it.
  void Promise.resolve().then(() => {
    restore(el);
    // A click on a radio unchecked its group's checked one: put the group back too.
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const root = el.getRootNode() as Document | ShadowRoot;
      for (const other of root.querySelectorAll(`input[type="radio"][name="${CSS.escape(el.name)}"]`)) if (other !== el) restore(other);
    }
  });
}

function wrap(handler: (event: Event) => unknown) {
  return function (this: unknown, event: Event) {
    try {
      return handler.call(this, event);
    } finally {
      if (event.currentTarget instanceof Element) afterHandler(event.currentTarget);
    }
  };
}

const HANDLERS = ['onChange', 'onInput', 'onClick'] as const;

let installed = false;

/** Hooks the fix into Preact's options once (react-on-preact.ts calls it when loaded). */
export function keepControlledFields(): void {
  if (installed) return;
  installed = true;
  const previousVNode = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as Record<string, unknown>;
    if (typeof vnode.type === 'string' && FIELD.test(vnode.type) && (props.value != null || props.checked != null)) {
      for (const name of HANDLERS) {
        const handler = props[name];
        if (typeof handler === 'function') props[name] = wrap(handler as (event: Event) => unknown);
      }
    }
    previousVNode?.(vnode);
  };

  const previousDiffed = options.diffed;
  options.diffed = (vnode: VNode) => {
    // `__e` is the vnode's DOM node (Preact's mangled `_dom`, stable across 10 and 11).
    const dom = (vnode as unknown as { __e?: Element | null }).__e;
    if (typeof vnode.type === 'string' && dom && FIELD.test(vnode.type)) {
      const props = vnode.props as Shown;
      if (props.value != null || props.checked != null) rendered.set(dom, { value: props.value, checked: props.checked });
      else rendered.delete(dom);
    }
    previousDiffed?.(vnode);
  };
}
