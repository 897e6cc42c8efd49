/**
 * The admin's newsletter: header, anons, body (HTML), its sanitized preview,
 * and POST /openapi/sendNewsletter. The id is made once per newsletter: a retry
 * after a failure (or a reply lost on the way) sends the same id, and the
 * portal sends nothing twice.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../../core/api/errors';
import { sendNewsletter, type NewsletterResult } from '../../core/api/newsletter';
import { createLatest } from '../../core/api/latest';
import { t } from '../../core/messages/newsletter-form';
import { failureOf, retryOf, type Failure } from '../../stores/api-errors';
import { sanitizeHtml } from '../../blocks/html/sanitize-html';

export interface NewsletterValues {
  header: string;
  anons: string;
  body: string;
}

export type NewsletterField = keyof NewsletterValues;

const EMPTY: NewsletterValues = { header: '', anons: '', body: '' };

export function newsletterId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `nl-${random}`;
}

export function useNewsletter(onSent: (id: string, result: NewsletterResult) => void, makeId: () => string = newsletterId) {
  const [id, setId] = useState(makeId);
  const [values, setValues] = useState<NewsletterValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<NewsletterField, string>>>({});
  const [preview, setPreview] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const latest = useMemo(() => createLatest(), []);
  useEffect(() => () => latest.abort(), [latest]);

  // The preview is the body as the customers get it: sanitized the same way the portal does.
  useEffect(() => {
    let current = true;
    void sanitizeHtml(values.body).then((html) => current && setPreview(html));
    return () => {
      current = false;
    };
  }, [values.body]);

  const change = useCallback((field: NewsletterField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] && value.trim() !== '' ? { ...e, [field]: undefined } : e));
  }, []);

  /** The first field in error, or null when the letter may go (the caller asks to confirm). */
  const validate = useCallback((): NewsletterField | null => {
    const found: Partial<Record<NewsletterField, string>> = {};
    if (values.header.trim() === '') found.header = t('required');
    if (values.body.trim() === '') found.body = t('required');
    setErrors(found);
    return (['header', 'body'] as const).find((f) => found[f]) ?? null;
  }, [values]);

  const send = useCallback(() => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    latest
      .run((signal) => sendNewsletter({ id, header: values.header.trim(), anons: values.anons.trim(), body: values.body }, { signal }))
      .then(
        (r) => {
          setBusy(false);
          setResult(r);
          onSent(id, r);
        },
        (e: unknown) => {
          if (isAbortError(e)) return;
          setBusy(false);
          setFailure(failureOf(e, (error) => t('newsletterFailed', { error })));
        },
      );
  }, [busy, id, values, latest, onSent]);

  /** «Новая рассылка»: an empty form with a new id. */
  const again = useCallback(() => {
    setId(makeId());
    setValues(EMPTY);
    setResult(null);
    setFailure(null);
  }, [makeId]);

  return {
    id,
    values,
    errors,
    preview,
    busy,
    failure: failure?.message ?? null,
    /** Sends again (the same id); undefined when that cannot help (a refusal). */
    resend: retryOf(failure, send),
    result,
    change,
    validate,
    send,
    again,
  };
}
