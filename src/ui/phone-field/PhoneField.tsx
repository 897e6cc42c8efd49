import { useState, type FocusEvent, type ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { isPhoneValid, phoneDigits } from '../../core/rules/phone';
import { Field } from '../field/Field';
import { usePhoneMask } from './use-phone-mask';

export interface PhoneFieldProps {
  label: ReactNode;
  /** Controlled masked text, '+7 (912) 345-67-89'. */
  value?: string;
  defaultValue?: string;
  /** Masked text, whether it is a full number, and its 10 digits after +7. */
  onChange?: (value: string, info: { valid: boolean; digits: string }) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** An error from elsewhere (the server); shown instead of our own. */
  error?: ReactNode;
  /** Show the 'required' message now (the form was submitted); otherwise it waits for the first blur. */
  showValidation?: boolean;
  /** Default true: an empty number is an error too. */
  required?: boolean;
  description?: ReactNode;
  name?: string;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
}

/** Phone input with the spec's mask +7 (XXX) XXX-XX-XX and its rule (10 digits, else t('required')). */
export function PhoneField(props: PhoneFieldProps) {
  const { label, value, defaultValue, onChange, onBlur, error, showValidation, required = true, description, name, id, disabled, placeholder, className } = props;
  const [touched, setTouched] = useState(false);
  const { ref, masked } = usePhoneMask(value, defaultValue, (next) => onChange?.(next, { valid: isPhoneValid(next), digits: phoneDigits(next) }));

  const empty = phoneDigits(masked).length === 0;
  const invalid = required || !empty ? !isPhoneValid(masked) : false;
  const shownError = error || ((touched || showValidation) && invalid ? t('required') : undefined);

  return (
    <Field label={label} error={shownError} description={description} required={required} id={id} className={className}>
      {(control) => (
        <input
          ref={ref}
          className="b2b-input b2b-phone-input"
          part="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name={name}
          disabled={disabled}
          placeholder={placeholder ?? '+7 (___) ___-__-__'}
          onBlur={(event) => {
            setTouched(true);
            onBlur?.(event);
          }}
          {...control}
        />
      )}
    </Field>
  );
}
