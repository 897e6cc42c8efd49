/**
 * <b2b-complaints-search> as a legacy page uses it: the tag in plain HTML,
 * the `cookie-name` attribute, `b2b-complaints-change` heard on document.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/complaints-search/element';
import type { B2BEventMap } from '../../../src/core/events';
import { defaultMessages as m } from '../../../src/core/messages';
import { cookieMap, ctx, product, setRawCookie, setupComplaintsHarness } from './harness';

setupComplaintsHarness();

let stopListening = new AbortController();
afterEach(() => stopListening.abort());

function listen(): B2BEventMap['b2b-complaints-change'][] {
  stopListening = new AbortController();
  const heard: B2BEventMap['b2b-complaints-change'][] = [];
  document.addEventListener(
    'b2b-complaints-change',
    (e) => {
      expect(e.bubbles && e.composed).toBe(true);
      heard.push(e.detail);
    },
    { signal: stopListening.signal },
  );
  return heard;
}

describe('<b2b-complaints-search>', () => {
  it('works from plain markup: search, choose, quantity, and the event reaches document', async () => {
    const heard = listen();
    document.body.innerHTML = '<b2b-complaints-search></b2b-complaints-search>';
    const el = document.querySelector('b2b-complaints-search')!;
    expect(el.shadowRoot).not.toBeNull();

    const search = page.getByRole('combobox', { name: m.complaintsSearchLabel });
    await userEvent.type(search, 'Рулет');
    const tape = product(ctx.state, 'ФР-00111');
    await expect.element(page.getByRole('option', { name: new RegExp(tape.header) })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const qty = page.getByRole('textbox', { name: m.complaintsQuantityLabel.replace('{header}', tape.header) });
    // Focus inside a shadow root: document.activeElement is the host, the root knows the input.
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(qty.element());
    await userEvent.keyboard('15');
    await expect.element(qty).toHaveValue('15');

    expect(cookieMap()).toEqual({ [tape.id]: 15 });
    expect(heard).toEqual([{ map: { [tape.id]: 1 } }, { map: { [tape.id]: 15 } }]);
  });

  it('cookie-name picks the cookie; changing the attribute switches to that complaint', async () => {
    const a = product(ctx.state, 'ФР-00102');
    const b = product(ctx.state, 'ФР-00103');
    setRawCookie('my_recl', encodeURIComponent(JSON.stringify({ [a.id]: 2 })));
    setRawCookie('other', encodeURIComponent(JSON.stringify({ [b.id]: 5 })));
    document.body.innerHTML = '<b2b-complaints-search cookie-name="my_recl"></b2b-complaints-search>';
    const el = document.querySelector('b2b-complaints-search')!;
    expect(el.cookieName).toBe('my_recl');
    await expect.element(page.getByRole('cell', { name: a.header, exact: true })).toBeVisible();

    el.setAttribute('cookie-name', 'other');
    await expect.element(page.getByRole('cell', { name: b.header, exact: true })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: a.header, exact: true })).not.toBeInTheDocument();
    expect(cookieMap('recl')).toBeUndefined();
  });
});
