// A controlled field whose change is refused (its state stays the
// same) shows its state again, on React and on Preact (src/runtime/), however
// many times the change is tried: checkbox, radio, select and text field.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderUi } from './render-ui';

/** A form whose rules refuse some changes, as the widgets' forms do. */
function Strict() {
  const [kept, setKept] = useState(true);
  const [refusals, setRefusals] = useState(0);
  const [size, setSize] = useState('m');
  const [city, setCity] = useState('msk');
  const [digits, setDigits] = useState('12');
  return (
    <form>
      <label>
        {/* The last one left: unchecking is refused, and nothing re-renders the box. */}
        <input type="checkbox" checked={kept} onChange={(e) => (e.target.checked ? setKept(true) : undefined)} />
        Последний раздел
      </label>
      <label>
        <input type="checkbox" checked={kept} onChange={() => setRefusals((n) => n + 1)} />
        Счётчик отказов
      </label>
      <output>{`отказов: ${refusals}`}</output>
      <fieldset>
        <legend>Размер</legend>
        {['s', 'm', 'l'].map((v) => (
          <label key={v}>
            <input type="radio" name="size" value={v} checked={size === v} onChange={(e) => (e.target.value === 's' ? undefined : setSize(e.target.value))} />
            {v}
          </label>
        ))}
      </fieldset>
      <label>
        Город
        <select value={city} onChange={(e) => (e.target.value === 'spb' ? undefined : setCity(e.target.value))}>
          <option value="msk">Москва</option>
          <option value="spb">Санкт-Петербург</option>
          <option value="ekb">Екатеринбург</option>
        </select>
      </label>
      <label>
        Цифры
        <input type="text" value={digits} onChange={(e) => (/^\d*$/.test(e.target.value) ? setDigits(e.target.value) : undefined)} />
      </label>
      <output>{`состояние: ${kept} ${size} ${city} ${digits}`}</output>
    </form>
  );
}

describe('controlled fields keep showing their state when a change is refused', () => {
  it('checkbox: the refused click, twice, leaves it checked', async () => {
    const screen = await renderUi(<Strict />);
    const box = screen.getByRole('checkbox', { name: 'Последний раздел' });
    for (let i = 0; i < 2; i++) {
      await userEvent.click(box);
      await expect.element(box).toBeChecked();
    }
    // A handler that changes other state re-renders: still checked.
    const other = screen.getByRole('checkbox', { name: 'Счётчик отказов' });
    await userEvent.click(other);
    await userEvent.click(other);
    await expect.element(screen.getByText('отказов: 2')).toBeVisible();
    await expect.element(other).toBeChecked();
  });

  it('radio: a refused choice, twice, leaves the chosen one checked', async () => {
    const screen = await renderUi(<Strict />);
    for (let i = 0; i < 2; i++) {
      await userEvent.click(screen.getByRole('radio', { name: 's' }));
      await expect.element(screen.getByRole('radio', { name: 's' })).not.toBeChecked();
      await expect.element(screen.getByRole('radio', { name: 'm' })).toBeChecked();
    }
    await userEvent.click(screen.getByRole('radio', { name: 'l' }));
    await expect.element(screen.getByRole('radio', { name: 'l' })).toBeChecked();
    await expect.element(screen.getByText('состояние: true l msk 12')).toBeVisible();
  });

  it('select: a refused option, twice, leaves the chosen one shown', async () => {
    const screen = await renderUi(<Strict />);
    const select = screen.getByRole('combobox', { name: 'Город' });
    for (let i = 0; i < 2; i++) {
      await userEvent.selectOptions(select, 'spb');
      await expect.element(select).toHaveValue('msk');
    }
    await userEvent.selectOptions(select, 'ekb');
    await expect.element(select).toHaveValue('ekb');
  });

  it('text field: refused letters, typed twice, never stay in the field', async () => {
    const screen = await renderUi(<Strict />);
    const field = screen.getByRole('textbox', { name: 'Цифры' });
    for (let i = 0; i < 2; i++) {
      await userEvent.type(field, 'я');
      await expect.element(field).toHaveValue('12');
    }
    await userEvent.type(field, '3');
    await expect.element(field).toHaveValue('123');
    await expect.element(screen.getByText('состояние: true m msk 123')).toBeVisible();
  });
});
