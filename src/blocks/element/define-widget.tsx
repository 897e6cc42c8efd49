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

/** The prop a property assignment gives: as its setter does (objects and null never go through an attribute). */
function fromProperty(kind: PropKind, tag: string, attr: string, value: unknown): unknown {
  if (kind === 'boolean') return Boolean(value);
  if (kind === 'json') return value ?? undefined;
  return parse(kind, tag, attr, value == null ? null : String(value));
}

/**
 * Defines `tag` as a custom element rendering `Component` in an open shadow
 * root. The element is our own small class rather than a converter library's
 * (@r2wc/core was one): each behaviour below differs from such a library's
 * defaults, and getting them meant writing its private state, which any
 * patch release of it could rename. What it guarantees:
 * - define is idempotent (a second bundle on the page does not throw);
 * - boolean attributes have HTML semantics (present = true, removed = false),
 *   removed attributes reset props, bad numbers/JSON are ignored, never thrown;
 * - properties set before the tag was defined are kept (re-applied on upgrade);
 * - moving the element does not remount: unmount only if still disconnected
 *   after a microtask;
 * - CSS is adopted into the open shadow root before the first render, and
 *   the first render commits before the next paint (no empty frame);
 * - an error boundary keeps a crash inside the widget's own box;
 * - an api-base attribute sets the page-wide API base.
 * It runs on React (npm) and on Preact through preact/compat (standalone).
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

  class B2BWidget extends HTMLElement {
    static observedAttributes = [...attrToProp.keys(), 'api-base'];

    readonly #shadow: ShadowRoot;
    #props: Record<string, unknown> = {};
    /** Set while the component is mounted (from the first connect until removed for good). */
    #root: Root | null = null;

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      adoptCss(this.#shadow, css);
      // Attributes already there come as attributeChangedCallback before
      // connectedCallback (on upgrade and from the parser alike), so they are
      // not read here: a bad JSON attribute is warned about once.
      for (const [attr, prop] of attrToProp) this.#props[prop] = parse(kinds[prop]!, tag, attr, null);
      // Properties set on the element before its class was defined are own
      // properties shadowing our accessors: take them over. Attribute changes
      // made while upgrading fire no callback, so store the prop directly too.
      const own = this as unknown as Record<string, unknown>;
      for (const prop of propNames) {
        if (!Object.hasOwn(own, prop)) continue;
        const value = own[prop];
        delete own[prop];
        own[prop] = value;
        this.#props[prop] = fromProperty(kinds[prop]!, tag, toAttr(prop), value);
      }
    }

    connectedCallback() {
      if (this.#root) this.#paint();
      else this.#mount();
    }

    disconnectedCallback() {
      // A move is a disconnect followed at once by a connect: keep the tree.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        const root = this.#root;
        this.#root = null;
        root.unmount();
      });
    }

    attributeChangedCallback(attr: string, _old: string | null, value: string | null) {
      if (attr === 'api-base') {
        if (value) configure({ apiBase: value });
        return;
      }
      const prop = attrToProp.get(attr);
      if (!prop) return;
      this.#props[prop] = parse(kinds[prop]!, tag, attr, value);
      if (this.#root) this.#paint();
    }

    static {
      for (const prop of propNames) {
        const attr = toAttr(prop);
        const kind = kinds[prop]!;
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: B2BWidget) {
            return kind === 'boolean' ? this.hasAttribute(attr) : this.#props[prop];
          },
          set(this: B2BWidget, value: unknown) {
            if (kind === 'boolean') {
              this.toggleAttribute(attr, Boolean(value));
            } else if (kind === 'json' || value == null) {
              // Objects stay properties (no attribute round trip); null clears.
              if (value == null) this.removeAttribute(attr);
              this.#props[prop] = value ?? undefined;
              if (this.#root) this.#paint();
            } else {
              this.setAttribute(attr, String(value));
            }
          },
        });
      }
    }

    #mount() {
      const root = createRoot(this.#shadow);
      this.#root = root;
      this.#paint();
      // The first render must commit before the browser paints: once the tag
      // is defined, styles.css no longer reserves its box (:not(:defined)), and
      // an empty shadow root for a frame would collapse it (a layout shift).
      // Preact (the standalone runtime) has rendered by now; React renders a
      // root a task later, so flush it, in a microtask rather than right here:
      // connectedCallback may run inside a React commit (a React app rendering
      // the tag), where flushSync can't flush.
      queueMicrotask(() => {
        if (this.#root === root && !this.#shadow.hasChildNodes()) flushSync(() => this.#paint());
      });
    }

    #paint() {
      this.#root!.render(
        <StrictMode>
          <HostContext.Provider value={this}>
            <WidgetErrorBoundary tag={tag}>
              <Component {...(this.#props as P)} />
            </WidgetErrorBoundary>
          </HostContext.Provider>
        </StrictMode>,
      );
    }
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
