import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
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

/** A widget with a prop of each kind, printing what it got. */
function Kinds({ label, size, open, data }: { label?: string; size?: number; open?: boolean; data?: { a: number } }) {
  return <p>{`${label ?? '-'}|${size ?? '-'}|${open ? 'on' : 'off'}|${data?.a ?? '-'}`}</p>;
}
const kinds = { label: 'string', size: 'number', open: 'boolean', data: 'json' } as const;
type KindsElement = HTMLElement & { label?: string; size?: number; open: boolean; data?: { a: number } | null };

/** A button counting clicks (state a remount would lose), and an effect telling its start and cleanup. */
function counterWith(started: Mock, cleanup: Mock) {
  return function Counted({ label }: { label?: string }) {
    useEffectOnce(cleanup, started);
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {`${label ?? 'нажато'} ${count}`}
      </button>
    );
  };
}

const text = (el: Element) => el.shadowRoot?.textContent ?? '';

const effectCalls = (started: Mock, cleanup: Mock) => [started.mock.calls.length, cleanup.mock.calls.length];

/**
 * The effect counts once the widget has mounted. Effects run after paint
 * (later under Preact than React), and StrictMode may run them twice.
 */
async function settled(started: Mock, cleanup: Mock) {
  await expect.poll(() => started.mock.calls.length).toBeGreaterThan(0);
  await frame();
  return effectCalls(started, cleanup) as [number, number];
}

describe('defineWidget', () => {
  it('defines idempotently: a second bundle defining the same tag does not throw', () => {
    const tag = nextTag();
    const first = defineWidget(tag, Flag, { props: { open: 'boolean' } });
    expect(() => defineWidget(tag, Flag, { props: { open: 'boolean' } })).not.toThrow();
    expect(defineWidget(tag, Clicker, { props: {} })).toBe(first);
    // A tag another copy of the code defined first keeps that definition.
    const taken = nextTag();
    class Other extends HTMLElement {}
    customElements.define(taken, Other);
    expect(defineWidget(taken, Flag, { props: { open: 'boolean' } })).toBe(Other);
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
    expect(el.open).toBe(false);
    // Any value counts, as for HTML's own booleans (<input disabled="false"> is disabled).
    el.setAttribute('open', 'false');
    await expect.poll(() => text(el)).toBe('flag:on');
    expect(el.open).toBe(true);
  });

  it('gives a string attribute to its prop, a changed one renders again, a removed one resets it', async () => {
    const tag = nextTag();
    defineWidget(tag, Kinds, { props: kinds });
    document.body.innerHTML = `<${tag} label="первый"></${tag}>`;
    const el = document.querySelector(tag)! as KindsElement;
    await expect.poll(() => text(el)).toBe('первый|-|off|-');
    el.setAttribute('label', 'второй');
    await expect.poll(() => text(el)).toBe('второй|-|off|-');
    expect(el.label).toBe('второй');
    el.label = 'третий';
    expect(el.getAttribute('label')).toBe('третий');
    await expect.poll(() => text(el)).toBe('третий|-|off|-');
    el.removeAttribute('label');
    await expect.poll(() => text(el)).toBe('-|-|off|-');
    expect(el.label).toBeUndefined();
  });

  it('gives a number attribute to its prop as a number and ignores one that is not a number', async () => {
    const tag = nextTag();
    defineWidget(tag, Kinds, { props: kinds });
    document.body.innerHTML = `<${tag} size="abc"></${tag}>`;
    const el = document.querySelector(tag)! as KindsElement;
    await expect.poll(() => text(el)).toBe('-|-|off|-');
    el.setAttribute('size', '12.5');
    await expect.poll(() => text(el)).toBe('-|12.5|off|-');
    expect(el.size).toBe(12.5);
    for (const bad of ['', '  ', '12px', 'Infinity']) {
      el.setAttribute('size', bad);
      await expect.poll(() => text(el)).toBe('-|-|off|-');
      expect(el.size).toBeUndefined();
    }
    el.size = 7;
    expect(el.getAttribute('size')).toBe('7');
    await expect.poll(() => text(el)).toBe('-|7|off|-');
    el.size = undefined;
    expect(el.hasAttribute('size')).toBe(false);
    await expect.poll(() => text(el)).toBe('-|-|off|-');
  });

  it('parses a JSON attribute; bad JSON is warned about and ignored; an object property stays a property', async () => {
    const tag = nextTag();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    defineWidget(tag, Kinds, { props: kinds });
    document.body.innerHTML = `<${tag} data="{oops"></${tag}>`;
    const el = document.querySelector(tag)! as KindsElement;
    await expect.poll(() => text(el)).toBe('-|-|off|-');
    expect(warn).toHaveBeenCalledWith(`${tag}: attribute data is not valid JSON, ignored`);
    el.setAttribute('data', '{"a": 5}');
    await expect.poll(() => text(el)).toBe('-|-|off|5');
    expect(el.data).toEqual({ a: 5 });
    const value = { a: 6 };
    el.data = value;
    await expect.poll(() => text(el)).toBe('-|-|off|6');
    expect(el.data).toBe(value);
    el.data = null;
    expect(el.hasAttribute('data')).toBe(false);
    await expect.poll(() => text(el)).toBe('-|-|off|-');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
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

  it('keeps properties of every kind set before the tag was defined, and reflects them as the setters do', async () => {
    const tag = nextTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const el = document.querySelector(tag)! as KindsElement;
    const data = { a: 9 };
    Object.assign(el, { label: 'до', size: 3, open: true, data });
    defineWidget(tag, Kinds, { props: kinds });
    await expect.poll(() => text(el)).toBe('до|3|on|9');
    // The own properties gave way to the element's accessors.
    expect(Object.keys(el)).toEqual([]);
    expect([el.getAttribute('label'), el.getAttribute('size'), el.hasAttribute('open'), el.hasAttribute('data')]).toEqual(['до', '3', true, false]);
    expect(el.data).toBe(data);
    el.size = 4;
    await expect.poll(() => text(el)).toBe('до|4|on|9');
  });

  it('keeps the tree when the element is moved in the DOM: no remount', async () => {
    const tag = nextTag();
    const started = vi.fn();
    const cleanup = vi.fn();
    defineWidget(tag, counterWith(started, cleanup), { props: {} });
    document.body.innerHTML = `<div id="a"><${tag}></${tag}></div><div id="b"></div>`;
    const el = document.querySelector(tag)!;
    const mounted = await settled(started, cleanup);
    el.shadowRoot!.querySelector('button')!.click();
    await expect.poll(() => text(el)).toBe('нажато 1');
    document.getElementById('b')!.append(el);
    await frame();
    expect(text(el)).toBe('нажато 1');
    expect(effectCalls(started, cleanup)).toEqual(mounted);
  });

  it('unmounts a removed element after a microtask, and mounts it afresh when it comes back', async () => {
    const tag = nextTag();
    const started = vi.fn();
    const cleanup = vi.fn();
    defineWidget(tag, counterWith(started, cleanup), { props: { label: 'string' } });
    const el = document.createElement(tag);
    document.body.append(el);
    const [starts, cleanups] = await settled(started, cleanup);
    el.shadowRoot!.querySelector('button')!.click();
    await expect.poll(() => text(el)).toBe('нажато 1');
    el.remove();
    // Still mounted in this task: a move would reconnect it before the microtask.
    expect(text(el)).toBe('нажато 1');
    expect(cleanup).toHaveBeenCalledTimes(cleanups);
    await Promise.resolve();
    expect(text(el)).toBe('');
    // The effect's cleanup follows (Preact runs it a task later than React).
    await expect.poll(() => cleanup.mock.calls.length).toBe(cleanups + 1);
    // Attributes set while it was out are there when it comes back, with fresh state.
    el.setAttribute('label', 'снова');
    document.body.append(el);
    await expect.poll(() => text(el)).toBe('снова 0');
    await expect.poll(() => started.mock.calls.length).toBeGreaterThan(starts);
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
    expect(el.hasAttribute('open')).toBe(false);
    await expect.poll(() => text(el)).toBe('flag:off');
    el.show();
    expect(el.getAttribute('open')).toBe('');
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
