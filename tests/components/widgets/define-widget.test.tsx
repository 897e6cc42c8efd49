import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig } from 'b2b-widgets';
import { defineWidget, resetConfig, useEmit } from 'b2b-widgets/internal';
import { defaultMessages } from '../../../src/core/messages';

// Each test defines its own tag: custom element names can't be undefined again.
let n = 0;
const nextTag = () => `b2b-test-${++n}-${Math.random().toString(36).slice(2, 7)}`;
const tick = () => new Promise((r) => setTimeout(r, 0));
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

afterEach(() => {
  document.body.innerHTML = '';
});

function Flag({ open, label }: { open?: boolean; label?: string }) {
  return <p>{`${label ?? 'flag'}:${open ? 'on' : 'off'}`}</p>;
}

function Clicker() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`нажато ${count}`}
    </button>
  );
}

const text = (el: Element) => el.shadowRoot?.textContent ?? '';

describe('defineWidget', () => {
  it('defines idempotently: a second bundle defining the same tag does not throw', () => {
    const tag = nextTag();
    const first = defineWidget(tag, Flag, { props: { open: 'boolean' } });
    expect(() => defineWidget(tag, Flag, { props: { open: 'boolean' } })).not.toThrow();
    expect(defineWidget(tag, Clicker, { props: {} })).toBe(first);
  });

  it('plain r2wc throws on a second define (why the guard exists)', () => {
    const tag = nextTag();
    customElements.define(tag, r2wc(Flag, { props: { open: 'boolean' } }));
    expect(() => customElements.define(tag, r2wc(Flag, { props: { open: 'boolean' } }))).toThrow();
  });

  it('treats boolean attributes the HTML way: present = true, removed = false', async () => {
    const tag = nextTag();
    defineWidget(tag, Flag, { props: { open: 'boolean' } });
    document.body.innerHTML = `<${tag} open></${tag}>`;
    const el = document.querySelector(tag)! as HTMLElement & { open: boolean };
    await expect.poll(() => text(el)).toBe('flag:on');
    el.removeAttribute('open');
    await expect.poll(() => text(el)).toBe('flag:off');
    el.open = true;
    await frame();
    expect(el.hasAttribute('open')).toBe(true);
    expect(text(el)).toBe('flag:on');
    el.open = false;
    await frame();
    expect(el.hasAttribute('open')).toBe(false);
  });

  it('plain r2wc reads <x open> (empty value) as false and ignores removal', async () => {
    const tag = nextTag();
    customElements.define(tag, r2wc(Flag, { props: { open: 'boolean' } }));
    document.body.innerHTML = `<${tag} open></${tag}>`;
    await frame();
    expect(document.querySelector(tag)!.textContent).toBe('flag:off');
  });

  it('keeps properties set before the tag was defined', async () => {
    const tag = nextTag();
    const el = document.createElement(tag) as HTMLElement & { label?: string };
    el.label = 'рано';
    document.body.append(el);
    defineWidget(tag, Flag, { props: { label: 'string', open: 'boolean' } });
    await expect.poll(() => text(el)).toBe('рано:off');
    el.label = 'позже';
    await expect.poll(() => text(el)).toBe('позже:off');
  });

  it('plain r2wc loses a property set before define', async () => {
    const tag = nextTag();
    const el = document.createElement(tag) as HTMLElement & { label?: string };
    el.label = 'рано';
    document.body.append(el);
    customElements.define(tag, r2wc(Flag, { props: { label: 'string' } }));
    await frame();
    expect(el.textContent).toBe('flag:off');
  });

  it('keeps React state when the element is moved in the DOM', async () => {
    const tag = nextTag();
    defineWidget(tag, Clicker, { props: {} });
    document.body.innerHTML = `<div id="a"><${tag}></${tag}></div><div id="b"></div>`;
    const el = document.querySelector(tag)!;
    await frame();
    el.shadowRoot!.querySelector('button')!.click();
    await expect.poll(() => text(el)).toBe('нажато 1');
    document.getElementById('b')!.append(el);
    await expect.poll(() => text(el)).toBe('нажато 1');
  });

  it('plain r2wc remounts on move and loses state', async () => {
    const tag = nextTag();
    customElements.define(tag, r2wc(Clicker, {}));
    document.body.innerHTML = `<div id="a"><${tag}></${tag}></div><div id="b"></div>`;
    const el = document.querySelector(tag)!;
    await frame();
    el.querySelector('button')!.click();
    await frame();
    document.getElementById('b')!.append(el);
    await frame();
    expect(el.textContent).toBe('нажато 0');
  });

  it('unmounts when removed for good', async () => {
    const tag = nextTag();
    const cleanup = vi.fn();
    const started = vi.fn();
    function WithEffect() {
      useEffectOnce(cleanup, started);
      return <span>есть</span>;
    }
    defineWidget(tag, WithEffect, { props: {} });
    const el = document.createElement(tag);
    document.body.append(el);
    // Effects run after paint (later under Preact than React): wait for ours.
    await expect.poll(() => started.mock.calls.length).toBeGreaterThan(0);
    await frame();
    cleanup.mockClear();
    el.remove();
    await expect.poll(() => cleanup.mock.calls.length).toBe(1);
  });

  it('adopts the widget CSS into its open shadow root', async () => {
    const tag = nextTag();
    defineWidget(tag, Flag, { props: {}, css: ['p { color: rgb(1, 2, 3); }'] });
    document.body.innerHTML = `<${tag}></${tag}><p id="outside">снаружи</p>`;
    const el = document.querySelector(tag)!;
    await frame();
    expect(el.shadowRoot!.mode).toBe('open');
    expect(getComputedStyle(el.shadowRoot!.querySelector('p')!).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(document.getElementById('outside')!).color).not.toBe('rgb(1, 2, 3)');
  });

  it('renders in the task that connects the tag, so no frame paints an empty box (layout shift)', async () => {
    const tag = nextTag();
    defineWidget(tag, Flag, { props: { label: 'string' } });
    const el = document.createElement(tag);
    el.setAttribute('label', 'сразу');
    document.body.append(el);
    // The browser paints only between tasks: after this task's microtasks the widget is there.
    await Promise.resolve();
    expect(text(el)).toBe('сразу:off');
  });

  it('renders without React warnings when a React app renders the tag', async () => {
    const tag = nextTag();
    defineWidget(tag, Flag, { props: { label: 'string' } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    const { createRoot } = await import('react-dom/client');
    const { createElement } = await import('react');
    const root = createRoot(host);
    // The element connects during the app's commit: the widget must not flushSync there.
    root.render(createElement(tag, { label: 'в приложении' }));
    await expect.poll(() => text(host.querySelector(tag)!)).toBe('в приложении:off');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.unmount();
  });

  it('plain r2wc with a shadow root leaves the component unstyled', async () => {
    const tag = nextTag();
    customElements.define(tag, r2wc(Flag, { shadow: 'open', props: {} }));
    document.body.innerHTML = `<${tag}></${tag}>`;
    await frame();
    expect(document.querySelector(tag)!.shadowRoot!.adoptedStyleSheets).toHaveLength(0);
  });

  it('emits bubbling, composed b2b-* CustomEvents from the host', async () => {
    const tag = nextTag();
    function Emitter() {
      const emit = useEmit();
      return (
        <button type="button" onClick={() => emit('b2b-basket-change', { count: 3 })}>
          в корзину
        </button>
      );
    }
    defineWidget(tag, Emitter, { props: {} });
    document.body.innerHTML = `<section><${tag}></${tag}></section>`;
    const el = document.querySelector(tag)!;
    const seen: CustomEvent[] = [];
    document.addEventListener('b2b-basket-change', (e) => seen.push(e as CustomEvent), { once: true });
    await frame();
    el.shadowRoot!.querySelector('button')!.click();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
    expect(seen[0]!.target).toBe(el);
    expect(seen[0]!.bubbles).toBe(true);
    expect(seen[0]!.composed).toBe(true);
    expect(seen[0]!.detail).toEqual({ count: 3 });
  });

  it('shows a Russian error inside the widget when it throws, and the page goes on', async () => {
    const tag = nextTag();
    function Broken(): never {
      throw new Error('boom');
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    defineWidget(tag, Broken, { props: {} });
    document.body.innerHTML = `<${tag}></${tag}><p id="after">страница</p>`;
    await frame();
    const el = document.querySelector(tag)!;
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).toBe(defaultMessages.widgetCrashed);
    expect(document.getElementById('after')!.textContent).toBe('страница');
    spy.mockRestore();
  });

  it('ignores a bad JSON or number attribute instead of throwing', async () => {
    const tag = nextTag();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Show({ data, size }: { data?: { a: number }; size?: number }) {
      return <p>{`${data?.a ?? 'нет'}/${size ?? 'нет'}`}</p>;
    }
    defineWidget(tag, Show, { props: { data: 'json', size: 'number' } });
    document.body.innerHTML = `<${tag} data="{oops" size="abc"></${tag}>`;
    await frame();
    const el = document.querySelector(tag)!;
    expect(text(el)).toBe('нет/нет');
    el.setAttribute('data', '{"a": 5}');
    el.setAttribute('size', '7');
    await expect.poll(() => text(el)).toBe('5/7');
    warn.mockRestore();
  });

  it('opens a modal widget from a legacy data-b2b-open link, with no page JS', async () => {
    const name = nextTag().slice(4);
    defineWidget(`b2b-${name}`, Flag, { props: { open: 'boolean' }, modal: true });
    document.body.innerHTML = `<a href="#x" data-b2b-open="${name}">Заказать звонок</a><b2b-${name}></b2b-${name}>`;
    const el = document.querySelector(`b2b-${name}`)! as HTMLElement & { show(): void; close(): void };
    document.querySelector('a')!.click();
    await frame();
    expect(el.hasAttribute('open')).toBe(true);
    expect(location.hash).not.toBe('#x');
    el.close();
    await expect.poll(() => text(el)).toBe('flag:off');
    el.show();
    await expect.poll(() => text(el)).toBe('flag:on');
  });

  it('sets the page-wide API base from an api-base attribute', async () => {
    const tag = nextTag();
    defineWidget(tag, Flag, { props: {} });
    document.body.innerHTML = `<${tag} api-base="/legacy/api/"></${tag}>`;
    await tick();
    expect(getConfig().apiBase).toBe('/legacy/api');
    resetConfig();
  });
});

function useEffectOnce(onCleanup: () => void, onStart?: () => void) {
  useEffect(() => {
    onStart?.();
    return onCleanup;
  }, [onCleanup, onStart]);
}
