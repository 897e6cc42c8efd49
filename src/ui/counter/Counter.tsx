import type { FocusEvent, KeyboardEvent } from 'react';
import { counterText } from './counter-messages';
import { useCounter, type CounterOptions } from './use-counter';

export interface CounterProps extends CounterOptions {
  /** Accessible name of the number field; default 'Количество'. Name the product in table rows. */
  label?: string;
  disabled?: boolean;
  /** Id of the element saying why + is disabled at `max` (the rule's reason). */
  maxReason?: string;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * Quantity field with −/+ (spec 5): min 1 by default, a step, values rounded
 * up to the step, negatives made positive. onChange waits for 500 ms of quiet
 * and then fires once with the last value; leaving the counter and Enter
 * commit at once, and an emptied field waits for them. ArrowUp/ArrowDown
 * step like a native spin button.
 */
export function Counter({ label, disabled, maxReason, id, name, className, ...options }: CounterProps) {
  const counter = useCounter(options);

  // focusout bubbles: one handler for the field and both buttons. Moving
  // between them keeps the burst going (type, then click + is one onChange).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) counter.flush();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') counter.flush();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (event.key === 'ArrowUp') counter.increment();
      else counter.decrement();
    }
  };

  return (
    <div className={['b2b-counter', className].filter(Boolean).join(' ')} part="counter" onBlur={onBlur}>
      <button
        type="button"
        className="b2b-counter-button"
        part="counter-decrease"
        aria-label={counterText('decrease')}
        // Not `disabled` at the minimum: a disabled button drops keyboard focus.
        aria-disabled={counter.atMin || undefined}
        disabled={disabled}
        onClick={counter.decrement}
      >
        −
      </button>
      <input
        id={id}
        name={name}
        className="b2b-input b2b-counter-input"
        part="input"
        type="text"
        inputMode="decimal"
        role="spinbutton"
        aria-label={label ?? counterText('quantity')}
        aria-valuenow={counter.current}
        aria-valuemin={options.min ?? 1}
        autoComplete="off"
        disabled={disabled}
        value={counter.text}
        onChange={(event) => counter.edit(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="b2b-counter-button"
        part="counter-increase"
        aria-label={counterText('increase')}
        // Like − at the minimum: aria-disabled keeps keyboard focus; the reason describes it.
        aria-disabled={counter.atMax || undefined}
        aria-describedby={counter.atMax ? maxReason : undefined}
        disabled={disabled}
        onClick={counter.increment}
      >
        +
      </button>
    </div>
  );
}
