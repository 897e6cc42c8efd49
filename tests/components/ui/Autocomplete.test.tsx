import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AUTOCOMPLETE_DELAY_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { Autocomplete } from '../../../src/ui/autocomplete';
import { Modal } from '../../../src/ui/modal';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { debounceClock } from '../support/clocks';
import { held } from '../support/held';
import { renderUi } from './render-ui';

interface Product {
  id: number;
  articul: string;
  header: string;
}

const catalogue: Product[] = [
  { id: 1, articul: 'ФР-001', header: 'Фреза концевая 6 мм' },
  { id: 2, articul: 'ФР-002', header: 'Фреза концевая 8 мм' },
  { id: 3, articul: 'ФР-003', header: 'Фреза дисковая' },
  { id: 4, articul: 'СВ-010', header: 'Сверло 10 мм' },
];

function findIn(query: string) {
  const q = query.toLowerCase();
  return catalogue.filter((p) => p.articul.toLowerCase().includes(q) || p.header.toLowerCase().includes(q));
}

function setup(props: { fetchOptions?: (q: string, s: AbortSignal) => Promise<Product[]>; minChars?: number; emptyText?: string } = {}) {
  const fetchOptions = vi.fn(props.fetchOptions ?? ((q: string) => Promise.resolve(findIn(q))));
  const onSelect = vi.fn();
  return { fetchOptions, onSelect, props: { ...props, fetchOptions, onSelect } };
}

function Search(props: {
  fetchOptions: (q: string, s: AbortSignal) => Promise<Product[]>;
  onSelect: (p: Product) => void;
  onEnterText?: (text: string) => void;
  minChars?: number;
  emptyText?: string;
}) {
  return (
    <Autocomplete<Product>
      label="Код товара"
      getOptionLabel={(p) => p.articul}
      getOptionKey={(p) => p.id}
      renderOption={(p) => `${p.articul} ${p.header}`}
      {...props}
    />
  );
}

describe('Autocomplete', () => {
  it('searches once after 300 ms of quiet and lists the options as a combobox', async () => {
    const { fetchOptions, props } = setup();
    const screen = await renderUi(<Search {...props} />);
    const input = screen.getByRole('combobox', { name: 'Код товара' });
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    // The debounce runs on a clock the test moves: only the quiet after the last key counts.
    const clock = debounceClock();
    await userEvent.type(input, 'фр');
    await clock.advance(AUTOCOMPLETE_DELAY_MS - 1);
    expect(fetchOptions).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(fetchOptions).toHaveBeenCalledTimes(1);
    expect(fetchOptions.mock.calls[0]![0]).toBe('фр');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await expect.element(screen.getByRole('option')).toHaveLength(3);
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await expect.element(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').element().id);
    // Announced politely.
    await expect.element(screen.getByRole('status')).toHaveTextContent('Найдено 3 варианта');
  });

  it('does not search below minChars', async () => {
    const { fetchOptions, props } = setup({ minChars: 2 });
    const clock = debounceClock();
    const screen = await renderUi(<Search {...props} />);
    await userEvent.type(screen.getByRole('combobox'), 'ф');
    // Below minChars no search is even scheduled.
    expect(clock.pending).toBe(0);
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    expect(fetchOptions).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('combobox'), 'р');
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    expect(fetchOptions.mock.calls.map(([q]) => q)).toEqual(['фр']);
  });

  it('searches from the first character unless a widget asks for more (spec 5: minimum 1)', async () => {
    const { fetchOptions, props } = setup();
    const clock = debounceClock();
    const screen = await renderUi(<Search {...props} />);
    await userEvent.type(screen.getByRole('combobox'), 'ф');
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    expect(fetchOptions.mock.calls.map(([q]) => q)).toEqual(['ф']);
  });

  it('moves with ArrowDown/ArrowUp (aria-activedescendant) and chooses with Enter', async () => {
    const { onSelect, props } = setup();
    const screen = await renderUi(<Search {...props} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'фр');
    await expect.element(screen.getByRole('option').first()).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'ФР-002 Фреза концевая 8 мм' });
    await expect.element(second).toHaveAttribute('aria-selected', 'true');
    await expect.element(input).toHaveAttribute('aria-activedescendant', second.element().id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}'); // wraps from the first to the last
    await expect.element(screen.getByRole('option', { name: 'ФР-003 Фреза дисковая' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(catalogue[2]);
    await expect.element(input).toHaveValue('ФР-003');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveFocus();
  });

  it('chooses with a mouse click', async () => {
    const { onSelect, props } = setup();
    const screen = await renderUi(<Search {...props} />);
    await userEvent.type(screen.getByRole('combobox'), 'сверло');
    await userEvent.click(screen.getByRole('option', { name: /СВ-010/ }));
    expect(onSelect).toHaveBeenCalledWith(catalogue[3]);
    await expect.element(screen.getByRole('combobox')).toHaveValue('СВ-010');
  });

  it('Escape closes the list without closing the dialog around it', async () => {
    const { props } = setup();
    const onClose = vi.fn();
    const screen = await renderUi(
      <Modal open onClose={onClose} title="Быстрый заказ">
        <Search {...props} />
      </Modal>,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'фр');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  it('aborts the superseded request and ignores its late reply', async () => {
    const signals: AbortSignal[] = [];
    const late = held();
    const { props } = setup({
      // This server ignores the signal: the first reply arrives anyway, after the second.
      fetchOptions: (q, signal) => {
        signals.push(signal);
        return q === 'ф' ? late.hold(() => [{ id: 99, articul: 'УСТАРЕЛО', header: 'поздний ответ' }]) : Promise.resolve(findIn(q));
      },
    });
    const screen = await renderUi(<Search {...props} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'ф');
    await expect.poll(() => signals.length).toBe(1);
    await userEvent.type(input, 'р-00');
    await expect.poll(() => signals.length).toBe(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    await expect.element(screen.getByRole('option')).toHaveLength(3);
    await late.answered();
    expect(screen.getByRole('option', { name: /УСТАРЕЛО/ }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole('option')).toHaveLength(3);
  });

  it('never picks an option of an older text: ↓ Enter before the new reply chooses nothing, then the new option', async () => {
    const newer = held();
    const { onSelect, props } = setup({ fetchOptions: (q) => (q === 'фр' ? newer.hold(() => findIn(q)) : Promise.resolve(findIn(q))) });
    const screen = await renderUi(<Search {...props} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'сверло');
    const old = screen.getByRole('option', { name: /СВ-010/ });
    await expect.element(old).toBeVisible();
    // The new text replaces the old in one input event, as a paste or a quick select-and-type would.
    await userEvent.fill(input, 'фр');
    await expect.poll(() => newer.holds).toBe(1);
    await expect.element(old).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(old, { force: true });
    expect(onSelect).not.toHaveBeenCalled();
    await expect.element(input).toHaveValue('фр');
    await newer.answered();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(catalogue[0]);
  });

  it('Enter with no option picked hands the typed text to onEnterText', async () => {
    const { props } = setup();
    const onEnterText = vi.fn();
    const screen = await renderUi(<Search {...props} onEnterText={onEnterText} />);
    await userEvent.type(screen.getByRole('combobox'), 'ФР-002{Enter}');
    expect(onEnterText).toHaveBeenCalledWith('ФР-002');
  });

  it('shows loading, then the empty text', async () => {
    let release: (v: Product[]) => void = () => {};
    const { props } = setup({ fetchOptions: () => new Promise((resolve) => (release = resolve)), emptyText: 'Товар с таким кодом не найден' });
    const screen = await renderUi(<Search {...props} />);
    await userEvent.type(screen.getByRole('combobox'), 'ЯЯЯ');
    await expect.element(screen.getByRole('status')).toHaveTextContent(m.loading);
    release([]);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Товар с таким кодом не найден');
    await expect.element(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when suggestions failed to load', async () => {
    const { props } = setup({ fetchOptions: () => Promise.reject(new Error('500')) });
    const screen = await renderUi(<Search {...props} />);
    await userEvent.type(screen.getByRole('combobox'), 'фр');
    await expect.element(screen.getByRole('status')).toHaveTextContent(u.optionsFailed);
  });

  it('works inside an open shadow root (ids and focus stay in one tree)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const container = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(container);
    const { onSelect, props } = setup();
    const screen = await renderUi(<Search {...props} />, { container });
    const input = screen.getByRole('combobox', { name: 'Код товара' });
    await userEvent.type(input, 'фр');
    await expect.element(screen.getByRole('option').first()).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option').first().element();
    expect(host.shadowRoot!.getElementById(input.element().getAttribute('aria-activedescendant')!)).toBe(first);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(catalogue[0]);
    host.remove();
  });

  it('can be controlled and cleared after a choice', async () => {
    const { onSelect, fetchOptions } = setup();
    function Controlled() {
      const [text, setText] = useState('');
      return (
        <>
          <Autocomplete<Product> label="Код товара" getOptionLabel={(p) => p.articul} fetchOptions={fetchOptions} onSelect={onSelect} inputValue={text} onInputChange={setText} clearOnSelect />
          <output>{`текст: ${text}`}</output>
        </>
      );
    }
    const screen = await renderUi(<Controlled />);
    await userEvent.type(screen.getByRole('combobox'), 'СВ');
    await expect.element(screen.getByText('текст: СВ')).toBeVisible();
    await expect.element(screen.getByRole('option')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(catalogue[3]);
    await expect.element(screen.getByRole('combobox')).toHaveValue('');
  });

  it('draws its list over whatever the host page draws after it (the top layer): a click at the middle of each option reaches it', async () => {
    // The host's box after the widget: a sticky menu bar with its own stacking context.
    const host = document.createElement('div');
    host.style.cssText = 'position: relative; z-index: 1; width: 420px;';
    document.body.append(host);
    const container = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(container);
    const bar = document.createElement('nav');
    bar.style.cssText = 'position: relative; z-index: 2147483647; height: 400px; background: #234;';
    document.body.append(bar);
    const { onSelect, props } = setup();
    const screen = await renderUi(<Search {...props} />, { container });
    const input = screen.getByRole('combobox', { name: 'Код товара' });
    await userEvent.type(input, 'фр');
    await expect.element(screen.getByRole('option')).toHaveLength(3);
    const root = host.shadowRoot!;
    const options = screen.getByRole('option').elements();
    for (const option of options) {
      const box = option.getBoundingClientRect();
      expect(box.top).toBeGreaterThan(bar.getBoundingClientRect().top - 1); // really where the bar is
      const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit === option || option.contains(hit)).toBe(true);
    }
    await userEvent.click(screen.getByRole('option').nth(1));
    expect(onSelect).toHaveBeenCalledWith(catalogue[1]);
    // Closed: nothing of it is left on the top layer.
    expect(root.querySelector(':popover-open')).toBeNull();
    bar.remove();
    host.remove();
  });

  it('follows its field when the page scrolls', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    const { props } = setup();
    const screen = await renderUi(<Search {...props} />);
    document.body.append(spacer);
    const input = screen.getByRole('combobox', { name: 'Код товара' });
    await userEvent.type(input, 'фр');
    const list = screen.getByRole('listbox');
    await expect.element(list).toBeVisible();
    window.scrollTo(0, 40);
    await vi.waitFor(() => {
      const field = input.element().getBoundingClientRect();
      const popup = list.element().parentElement!.getBoundingClientRect();
      expect(Math.abs(popup.top - field.bottom)).toBeLessThanOrEqual(4);
    });
    window.scrollTo(0, 0);
    spacer.remove();
  });
});
