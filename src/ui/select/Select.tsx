import { Field } from '../field';

export interface SelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** [value, label] pairs, in the order shown. */
  options: readonly (readonly [string, string])[];
  /** The field's class (the widget's layout of its filter form). */
  className?: string;
}

/** A labelled native <select> of string values (keyboard and screen readers for free): the filter forms' choice. */
export function Select({ label, value, onChange, options, className }: SelectProps) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <select className="b2b-input" part="select" {...control} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
