import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { checkUser } from '../../core/api/account';
import { ApiError, isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import { captchaUrl, register } from '../../core/api/registration';
import { t } from '../../core/messages/registration';
import { formatPhone } from '../../core/rules/phone';
import { normalizeInn } from '../../core/rules/inn';
import { useFailure } from '../../blocks/form/use-failure';
import { clearDraft, EMPTY_REGISTRATION, loadDraft, saveDraft } from './registration-draft';
import {
  FIELD_ORDER,
  REGION_OTHER,
  registrationFieldError,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../../core/rules/registration';

/** Uploads take longer than other calls: a 5 МБ file on a slow line. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type RegistrationStep = 'form' | 'sending' | 'done';

export interface RegistrationForm {
  values: RegistrationValues;
  errors: RegistrationErrors;
  step: RegistrationStep;
  /** 0..100 while sending. */
  progress: number;
  /** The server's refusal, in red for ALERT_MAX_MS (spec 8: 2 to 3 s), and its Alert key. */
  failure: string | null;
  failureKey: number;
  hideFailure(): void;
  /** The success text of spec 8, once done. */
  done: string | null;
  /** The captcha picture; null until the dialog first opens (no request for visitors who never register). */
  captchaSrc: string | null;
  change<F extends RegistrationField>(field: F, value: RegistrationValues[F]): void;
  /** Checks one field when the visitor leaves it (only once it holds something). */
  blur(field: RegistrationField): void;
  refreshCaptcha(): void;
  /** Validates; returns the first field in error (to focus), or null when sent. */
  submit(): RegistrationField | null;
}

export interface RegistrationOptions {
  /** Send to '/registration/' (a registration request) and say 'Запрос на регистрацию…'. */
  request?: boolean;
  /** The dialog is open: the captcha picture is loaded on first open. */
  open: boolean;
  /** The region values offered; a kept region not among them becomes the first. */
  regionValues: readonly string[];
  /** Called after the failure is shown with the field to focus: the new captcha, or the e-mail found taken. */
  onFailed?: (field: RegistrationField) => void;
  onDone?: (message: string) => void;
}

export function useRegistrationForm({ request, open, regionValues, onFailed, onDone }: RegistrationOptions): RegistrationForm {
  const [values, setValues] = useState<RegistrationValues>(() => {
    const kept = loadDraft();
    const known = kept.region === REGION_OTHER || regionValues.includes(kept.region);
    return known ? kept : { ...kept, region: regionValues[0] ?? kept.region };
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [step, setStep] = useState<RegistrationStep>('form');
  const [progress, setProgress] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [captchaStamp, setCaptchaStamp] = useState<number | null>(null);
  const failure = useFailure();
  const latest = useMemo(() => createLatest(), []);
  const emailCheck = useMemo(() => createLatest(), []);
  /** E-mails the portal said are taken (lower case): marked again without asking, and on submit. */
  const taken = useRef(new Map<string, string>());
  const valuesRef = useRef(values);
  valuesRef.current = values;

  useEffect(
    () => () => {
      latest.abort();
      emailCheck.abort();
    },
    [latest, emailCheck],
  );

  const markTaken = useCallback((email: string, message: string) => {
    taken.current.set(email.trim().toLowerCase(), message);
    setErrors((e) => ({ ...e, email: message }));
  }, []);

  // A taken e-mail is told as the field is left (POST /ajax/checkuser/), not after
  // the whole form and the captcha went out. A failed check says nothing: the
  // server checks again when the form is sent.
  const checkEmail = useCallback(
    (email: string) => {
      const key = email.trim().toLowerCase();
      const known = taken.current.get(key);
      if (known) return markTaken(email, known);
      emailCheck
        .run((signal) => checkUser(email.trim(), { signal }))
        .then(
          (reply) => {
            // The visitor may have typed on meanwhile: only the e-mail still in the field counts.
            if (reply.exists && valuesRef.current.email.trim().toLowerCase() === key) markTaken(email, reply.message || t('emailTaken'));
          },
          () => undefined,
        );
    },
    [emailCheck, markTaken],
  );
  // Layout effect: kept as soon as it renders. A passive effect may run only
  // after paint (always so under Preact), and an element removed right after
  // a keystroke would take that keystroke with it.
  useLayoutEffect(() => {
    if (step !== 'done') saveDraft(values);
  }, [values, step]);
  useEffect(() => {
    if (open && captchaStamp === null) setCaptchaStamp(Date.now());
  }, [open, captchaStamp]);

  const refreshCaptcha = useCallback(() => {
    // A new picture invalidates the old answer.
    setCaptchaStamp((old) => Math.max(Date.now(), (old ?? 0) + 1));
    setValues((v) => ({ ...v, captcha: '' }));
  }, []);

  const change = useCallback(<F extends RegistrationField>(field: F, value: RegistrationValues[F]) => {
    const next = { ...valuesRef.current, [field]: value };
    if (field === 'region' && value !== REGION_OTHER) next.region_other = '';
    setValues(next);
    setErrors((e) => {
      // A file is checked at once (a wrong one is refused); other fields only lose their error while typing.
      const shown = field === 'file' || e[field] !== undefined;
      if (!shown && !(field === 'region' && e.region_other)) return e;
      const out = { ...e };
      for (const f of field === 'region' ? (['region', 'region_other'] as const) : [field]) {
        const error = registrationFieldError(f, next);
        if (error && (f === field || out[f])) out[f] = error;
        else delete out[f];
      }
      return out;
    });
    if (field === 'file' && value && registrationFieldError('file', next)) {
      // A refused file is not kept: the message says why, the field stays empty.
      setValues({ ...next, file: null });
    }
  }, []);

  const blur = useCallback((field: RegistrationField) => {
    const v = valuesRef.current;
    const value = v[field];
    if (typeof value === 'string' && value.trim() === '') return;
    const error = registrationFieldError(field, v);
    setErrors((e) => {
      if (error) return { ...e, [field]: error };
      if (!e[field]) return e;
      const out = { ...e };
      delete out[field];
      return out;
    });
    if (field === 'email' && !error) checkEmail(v.email);
  }, [checkEmail]);

  const submit = useCallback((): RegistrationField | null => {
    const v = valuesRef.current;
    const found = validateRegistration(v);
    const takenText = taken.current.get(v.email.trim().toLowerCase());
    if (!found.email && takenText) found.email = takenText;
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) return first;
    failure.hide();
    setStep('sending');
    setProgress(0);
    const fields = {
      ...v,
      phone: formatPhone(v.phone),
      inn: normalizeInn(v.inn),
      region_other: v.region === REGION_OTHER ? v.region_other.trim() : '',
    };
    latest
      .run((signal) =>
        register(fields, {
          signal,
          timeout: UPLOAD_TIMEOUT_MS,
          path: request ? '/registration/' : '/registration',
          onProgress: setProgress,
        }),
      )
      .then(
        () => {
          const message = t(request ? 'registrationRequestDone' : 'registrationDone');
          clearDraft();
          setDone(message);
          setStep('done');
          setValues(EMPTY_REGISTRATION);
          onDone?.(message);
        },
        (error: unknown) => {
          if (isAbortError(error)) return;
          setStep('form');
          // 409: the e-mail was taken meanwhile. Its field says so, whole, and takes the caret.
          if (error instanceof ApiError && error.status === 409) {
            markTaken(v.email, error.message || t('emailTaken'));
            onFailed?.('email');
            return;
          }
          failure.show(error instanceof Error ? error.message : t('serverError'));
          // The server checked (and spent) the captcha answer: a new picture, every other field kept.
          refreshCaptcha();
          onFailed?.('captcha');
        },
      );
    return null;
  }, [failure, latest, request, refreshCaptcha, markTaken, onFailed, onDone]);

  const captchaSrc = captchaStamp === null ? null : captchaUrl(captchaStamp);
  return {
    values,
    errors,
    step,
    progress,
    failure: failure.message,
    failureKey: failure.serial,
    hideFailure: failure.hide,
    done,
    captchaSrc,
    change,
    blur,
    refreshCaptcha,
    submit,
  };
}
