import { memo, type ReactNode } from 'react';
import { Field } from '../field';

export interface SelectProps<V extends string = string> {
  label: string;
  value: V;
  onChange(value: V): void;
  /** [value, label] pairs, in the order shown. */
  options: readonly (readonly [V, string])[];
  /** The field's class (the widget's layout of its filter form). */
  className?: string;
  /** Extra class on the <select> itself, beside `b2b-input`: a widget's CSS that styles the control. */
  selectClassName?: string;
  /** The widget's documented part name of the control; `select` unless its forms call every control `input`. */
  part?: 'select' | 'input';
  /** The control's name: forms focus their first wrong field by name. */
  name?: string;
  /** Shown under the select in red, linked by aria-describedby, marks it aria-invalid (Field). */
  error?: ReactNode;
  /** Marks the field required (asterisk and `required`) where the form needs a choice. */
  required?: boolean;
  /** Not to be changed yet (a company's addresses before a company is chosen). */
  disabled?: boolean;
  /**
   * A first, disabled option («Выберите») shown only while `value` is none of
   * `options` (nothing chosen yet), so the select does not show its first
   * choice as chosen. For options without an empty value.
   */
  placeholder?: string;
}

/**
 * A labelled native <select> of string values (keyboard and screen readers for free): every
 * form's choice. Memoised: stable `options` and `onChange` skip its re-render (the catalogue's panel).
 */
function SelectImpl<V extends string = string>({
  label,
  value,
  onChange,
  options,
  className,
  selectClassName,
  part = 'select',
  name,
  error,
  required,
  disabled,
  placeholder,
}: SelectProps<V>) {
  const chosen = options.some(([optionValue]) => optionValue === value);
  const showPlaceholder = placeholder !== undefined && !chosen;
  return (
    <Field label={label} className={className} error={error} required={required}>
      {(control) => (
        <select
          className={selectClassName ? `b2b-input ${selectClassName}` : 'b2b-input'}
          part={part}
          name={name}
          {...control}
          disabled={disabled}
          value={showPlaceholder ? '' : value}
          // Only the options' values can be chosen: the placeholder is disabled.
          onChange={(e) => onChange(e.currentTarget.value as V)}
        >
          {showPlaceholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
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

export const Select = memo(SelectImpl) as typeof SelectImpl;
