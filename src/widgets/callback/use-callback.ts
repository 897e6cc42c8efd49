import { useCallback, useEffect, useMemo, useState } from 'react';
import { callback as sendCallback } from '../../core/api/communication';
import { isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import { t } from '../../core/messages/callback';
import { formatPhone, isPhoneValid } from '../../core/rules/phone';
import type { CallbackRequest } from '../../core/types';
import { useFailure } from '../../blocks/form/use-failure';

export type CallbackField = keyof CallbackRequest;
export type CallbackErrors = Partial<Record<CallbackField, string>>;

/** 'form' while typing (and after a failure), 'sending' while the call runs, 'sent' for the thank-you. */
export type CallbackStep = 'form' | 'sending' | 'sent';

/** Spec 5: the phone is valid past 9 digits; the name is needed to know whom to ask for. */
export function validateCallback(values: CallbackRequest): CallbackErrors {
  const errors: CallbackErrors = {};
  if (!isPhoneValid(values.phone)) errors.phone = t('required');
  if (values.firstname.trim() === '') errors.firstname = t('required');
  return errors;
}

const EMPTY: CallbackRequest = { phone: '', firstname: '' };

export interface CallbackForm {
  values: CallbackRequest;
  errors: CallbackErrors;
  step: CallbackStep;
  /** The server's failure text, shown for CALLBACK_ERROR_MS (spec 8), and its Alert key. */
  failure: string | null;
  failureKey: number;
  hideFailure(): void;
  change(field: CallbackField, value: string): void;
  /** Validates; returns the first field in error (to focus) or sends and returns null. */
  submit(): CallbackField | null;
  /** After the thank-you: an empty form for the next time the dialog opens. */
  reset(): void;
}

export function useCallbackForm(onSent?: (sent: CallbackRequest) => void): CallbackForm {
  const [values, setValues] = useState<CallbackRequest>(EMPTY);
  const [errors, setErrors] = useState<CallbackErrors>({});
  const [step, setStep] = useState<CallbackStep>('form');
  const failure = useFailure();
  const latest = useMemo(() => createLatest(), []);
  useEffect(() => () => latest.abort(), [latest]);

  const change = useCallback((field: CallbackField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // An error goes away as soon as the field is right; it does not appear while typing.
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      const still = validateCallback({ ...EMPTY, [field]: value })[field];
      if (still) next[field] = still;
      else delete next[field];
      return next;
    });
  }, []);

  const submit = useCallback((): CallbackField | null => {
    if (step === 'sending') return null;
    const found = validateCallback(values);
    setErrors(found);
    const first = (['phone', 'firstname'] as const).find((f) => found[f]);
    if (first) return first;
    failure.hide();
    setStep('sending');
    // The masked form, as the legacy form sent it: '+7 (912) 345-67-89'.
    const request: CallbackRequest = { phone: formatPhone(values.phone), firstname: values.firstname.trim() };
    latest
      .run((signal) => sendCallback(request, { signal }))
      .then(
        () => {
          setStep('sent');
          onSent?.(request);
        },
        (error: unknown) => {
          if (isAbortError(error)) return;
          setStep('form');
          failure.show(error instanceof Error ? error.message : t('serverError'));
        },
      );
    return null;
  }, [step, values, failure, latest, onSent]);

  const reset = useCallback(() => {
    setValues(EMPTY);
    setErrors({});
    setStep('form');
    failure.hide();
  }, [failure]);

  return {
    values,
    errors,
    step,
    failure: failure.message,
    failureKey: failure.serial,
    hideFailure: failure.hide,
    change,
    submit,
    reset,
  };
}
