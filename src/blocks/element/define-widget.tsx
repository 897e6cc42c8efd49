import r2wc from '@r2wc/core';
import { StrictMode, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../../core/config';
import { adoptCss } from '../../ui/adopt-css';
import { WidgetErrorBoundary } from './error-boundary';
import { HostContext } from './host-context';
import { installOpenLinks } from './open-links';

/** How an attribute's text becomes a prop. Booleans follow HTML: present = true. */
export type PropKind = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetOptions<P> {
  /** camelCase prop name -> kind; the attribute is its kebab-case form. */
  props: { [K in keyof P]?: PropKind };
  /** CSS texts adopted into the shadow root before the first render. */
  css?: readonly string[];
  /** Modal widgets get show()/close() and open from data-b2b-open links. */
  modal?: boolean;
}

// r2wc keeps its state under these registered symbols (see @r2wc/core's core.ts).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER]: () => void;
  container: ShadowRoot;
};

interface Mounted {
  root: Root;
  host: HTMLElement;
  tag: string;
  /** The latest props, for flushing the first render (an update may come before it). */
  props: Record<string, unknown>;
  unmounted: boolean;
}

const toAttr = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function parse(kind: PropKind, tag: string, attr: string, value: string | null): unknown {
  if (kind === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (kind === 'number') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  if (kind === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      // A typo in page markup must not break the page: warn and ignore the value.
      console.warn(`${tag}: attribute ${attr} is not valid JSON, ignored`);
      return undefined;
    }
  }
  return value;
}

/**
 * Our one wrapper around @r2wc/core. It fixes r2wc's sharp edges:
 * - define is idempotent (a second bundle on the page does not throw);
 * - boolean attributes have HTML semantics (present = true, removed = false),
 *   removed attributes reset props, bad numbers/JSON are ignored, never thrown;
 * - properties set before the tag was defined are kept (re-applied on upgrade);
 * - moving the element does not remount: unmount only if still disconnected
 *   after a microtask;
 * - CSS is adopted into the open shadow root before the first render, and
 *   the first render commits before the next paint (no empty frame);
 * - an error boundary keeps a crash inside the widget's own box.
 */
export function defineWidget<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: WidgetOptions<P>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  installOpenLinks();

  const kinds = options.props as Record<string, PropKind>;
  const propNames = Object.keys(kinds);
  const attrToProp = new Map(propNames.map((p) => [toAttr(p), p]));
  const css = options.css ?? [];

  const renderer = {
    mount(container: ShadowRoot, _c: unknown, props: Record<string, unknown>): Mounted {
      const root = createRoot(container);
      const mounted: Mounted = { root, host: container.host as HTMLElement, tag, props, unmounted: false };
      renderInto(mounted, props);
      // The first render must commit before the browser paints: once the tag
      // is defined, styles.css no longer reserves its box (:not(:defined)), and
      // an empty shadow root for a frame would collapse it (a layout shift).
      // Preact (the standalone runtime) has rendered by now; React renders a
      // root a task later, so flush it, in a microtask rather than right here:
      // connectedCallback may run inside a React commit (a React app rendering
      // the tag), where flushSync can't flush.
      queueMicrotask(() => {
        if (!mounted.unmounted && !container.hasChildNodes()) flushSync(() => renderInto(mounted, mounted.props));
      });
      return mounted;
    },
    update(mounted: Mounted, props: Record<string, unknown>) {
      mounted.props = props;
      renderInto(mounted, props);
    },
    unmount(mounted: Mounted) {
      mounted.unmounted = true;
      mounted.root.unmount();
    },
  };

  function renderInto({ root, host }: Mounted, allProps: Record<string, unknown>) {
    const { container: _container, ...props } = allProps;
    root.render(
      <StrictMode>
        <HostContext.Provider value={host}>
          <WidgetErrorBoundary tag={tag}>
            <Component {...(props as P)} />
          </WidgetErrorBoundary>
        </HostContext.Provider>
      </StrictMode>,
    );
  }

  // r2wc gets no props of its own: we parse attributes ourselves (above) so a
  // bad value can never throw from the constructor.
  const Base = r2wc(Component as ComponentType<object>, { shadow: 'open', props: [] }, renderer as never);

  class B2BWidget extends (Base as unknown as { new (): R2wcInternals }) {
    static get observedAttributes() {
      return [...attrToProp.keys(), 'api-base'];
    }

    constructor() {
      super();
      adoptCss(this.container, css);
      for (const [attr, prop] of attrToProp) {
        this[R2WC_PROPS][prop] = parse(kinds[prop]!, tag, attr, this.getAttribute(attr));
      }
      // Properties set on the element before its class was defined are own
      // properties shadowing our accessors: take them over. (Attribute changes
      // made while upgrading fire no callback, so store the value directly.)
      const own = this as unknown as Record<string, unknown>;
      for (const prop of propNames) {
        if (Object.prototype.hasOwnProperty.call(own, prop)) {
          const value = own[prop];
          delete own[prop];
          own[prop] = value;
          const kind = kinds[prop]!;
          this[R2WC_PROPS][prop] =
            kind === 'boolean' || kind === 'json'
              ? (kind === 'boolean' ? Boolean(value) : (value ?? undefined))
              : parse(kind, tag, toAttr(prop), value == null ? null : String(value));
        }
      }
    }

    disconnectedCallback() {
      // A move is a disconnect followed at once by a connect: keep the React tree.
      queueMicrotask(() => {
        if (!this.isConnected) (Base.prototype as { disconnectedCallback(): void }).disconnectedCallback.call(this);
      });
    }

    attributeChangedCallback(attr: string, _old: string | null, value: string | null) {
      if (attr === 'api-base') {
        if (value) configure({ apiBase: value });
        return;
      }
      const prop = attrToProp.get(attr);
      if (!prop) return;
      this[R2WC_PROPS][prop] = parse(kinds[prop]!, tag, attr, value);
      this[R2WC_RENDER]();
    }
  }

  for (const prop of propNames) {
    const attr = toAttr(prop);
    const kind = kinds[prop]!;
    Object.defineProperty(B2BWidget.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return kind === 'boolean' ? this.hasAttribute(attr) : this[R2WC_PROPS][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        if (kind === 'boolean') {
          this.toggleAttribute(attr, Boolean(value));
        } else if (kind === 'json' || value === null || value === undefined) {
          // Objects stay properties (no attribute round trip); null clears.
          if (value == null) this.removeAttribute(attr);
          this[R2WC_PROPS][prop] = value ?? undefined;
          this[R2WC_RENDER]();
        } else {
          this.setAttribute(attr, String(value));
        }
      },
    });
  }

  if (options.modal) {
    Object.assign(B2BWidget.prototype, {
      show(this: HTMLElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLElement) {
        this.removeAttribute('open');
      },
    });
  }

  // Another bundle may have defined the tag while this module was loading.
  if (!customElements.get(tag)) customElements.define(tag, B2BWidget);
  return customElements.get(tag)!;
}
