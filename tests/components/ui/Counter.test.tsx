import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { COUNTER_DEBOUNCE_MS } from '../../../src/core/constants';
import { Counter } from '../../../src/ui/counter';
import { debounceClock } from '../support/clocks';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { renderUi } from './render-ui';

function Controlled({ onChange, step, min, initial = 1 }: { onChange: (q: number) => void; step?: number; min?: number; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Counter
      label="Количество: Болт М8"
      value={value}
      step={step}
      min={min}
      onChange={(q) => {
        onChange(q);
        setValue(q);
      }}
    />
  );
}

async function setup(props: { step?: number; min?: number; initial?: number } = {}) {
  const onChange = vi.fn();
  const screen = await renderUi(<Controlled onChange={onChange} {...props} />);
  const input = screen.getByRole('spinbutton', { name: 'Количество: Болт М8' });
  return { screen, onChange, input, plus: screen.getByRole('button', { name: u.increase }), minus: screen.getByRole('button', { name: u.decrease }) };
}

describe('Counter', () => {
  it('waits for 500 ms of quiet, then calls onChange once with the last value', async () => {
    // The debounce runs on a clock the test moves: however slow the machine
    // types, only the 500 ms after the last key count.
    const clock = debounceClock();
    const { input, onChange } = await setup();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await clock.advance(COUNTER_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(onChange.mock.calls).toEqual([[12]]);
    await clock.advance(COUNTER_DEBOUNCE_MS * 2);
    expect(onChange).toHaveBeenCalledTimes(1);
    await expect.element(input).toHaveValue('12');
  });

  it('an emptied field waits for the next number however long the buyer pauses; + steps from the quantity it had; leaving it empty means the minimum', async () => {
    const clock = debounceClock();
    const { input, plus, onChange } = await setup({ initial: 4 });
    await userEvent.clear(input);
    await clock.advance(COUNTER_DEBOUNCE_MS * 4);
    await expect.element(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(input, '7');
    await clock.advance(COUNTER_DEBOUNCE_MS);
    expect(onChange.mock.calls).toEqual([[7]]);
    await expect.element(input).toHaveValue('7');

    await userEvent.clear(input);
    await expect.element(input).toHaveAttribute('aria-valuenow', '7');
    await userEvent.click(plus);
    await expect.element(input).toHaveValue('8');
    await clock.advance(COUNTER_DEBOUNCE_MS);
    expect(onChange).toHaveBeenLastCalledWith(8);

    await userEvent.clear(input);
    (input.element() as HTMLInputElement).blur();
    expect(onChange).toHaveBeenLastCalledWith(1);
    await expect.element(input).toHaveValue('1');
  });

  it('rounds up to the step, makes negatives positive, on blur at once', async () => {
    const { input, onChange } = await setup({ step: 5, initial: 5 });
    // fill, not clear then type: on real timers, a loaded machine's pause
    // between the two is a buyer's, and the emptied field is committed.
    await userEvent.fill(input, '7');
    (input.element() as HTMLInputElement).blur();
    expect(onChange).toHaveBeenLastCalledWith(10);
    await expect.element(input).toHaveValue('10');

    await userEvent.fill(input, '-12');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(15);
    await expect.element(input).toHaveValue('15');
  });

  it('turns garbage and zero into the minimum', async () => {
    const { input, onChange } = await setup({ initial: 4 });
    await userEvent.fill(input, 'abc');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.fill(input, '0');
    await userEvent.keyboard('{Enter}');
    // Already 1: no call for an unchanged quantity, and the field shows 1 again.
    expect(onChange).toHaveBeenCalledTimes(1);
    await expect.element(input).toHaveValue('1');
  });

  it('never goes below the minimum with −', async () => {
    const { input, minus, onChange } = await setup({ initial: 2 });
    await userEvent.click(minus);
    await expect.element(input).toHaveValue('1');
    // At the minimum − says so but keeps focus (a disabled button would drop it).
    await expect.element(minus).toHaveAttribute('aria-disabled', 'true');
    (minus.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter} ');
    await expect.element(minus).toHaveFocus();
    await expect.element(input).toHaveValue('1');
    await expect.poll(() => onChange.mock.calls, { timeout: 2000 }).toEqual([[1]]);
  });

  it('collapses a burst of + clicks into one onChange', async () => {
    const clock = debounceClock();
    const { input, plus, onChange } = await setup({ step: 3, initial: 3 });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect.element(input).toHaveValue('12');
    expect(onChange).not.toHaveBeenCalled();
    await clock.advance(COUNTER_DEBOUNCE_MS);
    expect(onChange.mock.calls).toEqual([[12]]);
  });

  it('steps with ArrowUp/ArrowDown and works from the keyboard alone', async () => {
    const { input, onChange } = await setup({ initial: 5 });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect.element(input).toHaveValue('6');
    await userEvent.tab(); // to +: still inside the counter, the burst goes on
    await expect.element(input.element().nextElementSibling as HTMLElement).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(input).toHaveValue('7');
    await userEvent.tab(); // leaves the counter: commits at once
    expect(onChange.mock.calls).toEqual([[7]]);
  });

  it('shows a new value from outside unless the user is typing', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<Counter value={3} onChange={onChange} debounceMs={300} />);
    const input = screen.getByRole('spinbutton');
    await expect.element(input).toHaveValue('3');
    await screen.rerender(<Counter value={8} onChange={onChange} debounceMs={300} />);
    await expect.element(input).toHaveValue('8');

    await userEvent.fill(input, '4');
    await screen.rerender(<Counter value={20} onChange={onChange} debounceMs={300} />);
    await expect.element(input).toHaveValue('4');
    await expect.poll(() => onChange.mock.calls, { timeout: 2000 }).toEqual([[4]]);
    // This parent ignored the 4 and keeps 20: the field shows the truth again.
    await expect.element(input).toHaveValue('20');
  });

  it('sends a pending edit once when it unmounts mid-burst', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<Counter value={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: u.increase }));
    await screen.unmount();
    expect(onChange.mock.calls).toEqual([[2]]);
  });
});
