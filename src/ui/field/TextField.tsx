import type { ComponentProps, ReactNode } from 'react';
import { useAutoFocus } from '../focus/use-auto-focus';
import { Field } from './Field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  error?: ReactNode;
  description?: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper; `inputClassName` goes on the input. */
  className?: string;
  inputClassName?: string;
}

/** A labelled <input> with hint and error; every other prop goes to the input. */
export function TextField({ label, error, description, hideLabel, className, inputClassName, id, required, autoFocus, ref, ...input }: TextFieldProps) {
  const focusRef = useAutoFocus(autoFocus, ref);
  return (
    <Field label={label} error={error} description={description} hideLabel={hideLabel} className={className} id={id} required={required}>
      {(control) => <input className={['b2b-input', inputClassName].filter(Boolean).join(' ')} part="input" ref={focusRef} {...input} {...control} />}
    </Field>
  );
}
