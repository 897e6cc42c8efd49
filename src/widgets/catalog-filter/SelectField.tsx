import { memo } from 'react';
import { Field } from '../../ui/field';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V | null;
  options: readonly SelectOption<V>[];
  onChange(value: V): void;
  disabled?: boolean;
  className?: string;
}

/** A labelled native <select> (keyboard and screen readers for free); values keep their type. */
function SelectFieldImpl<V extends string | number>({ label, value, options, onChange, disabled, className }: SelectFieldProps<V>) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <Field label={label} className={className}>
      {(control) => (
        <select
          className="b2b-input b2b-catalog-filter-select"
          part="select"
          {...control}
          disabled={disabled}
          value={index < 0 ? '' : String(index)}
          onChange={(event) => {
            const option = options[Number(event.target.value)];
            if (option) onChange(option.value);
          }}
        >
          {index < 0 && <option value="" disabled />}
          {options.map((option, i) => (
            <option key={String(option.value)} value={String(i)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Memoised: give it stable `options` (useMemo) and `onChange`. */
export const SelectField = memo(SelectFieldImpl) as typeof SelectFieldImpl;
