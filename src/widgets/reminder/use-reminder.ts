/**
 * The reminder form's state: the e-mail, its error ('Вы ничего не ввели'), the
 * server's refusal (unknown e-mail, or asked too often) and the success text.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { reminder } from '../../core/api/account';
import { isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import { t } from '../../core/messages/reminder';

export interface ReminderForm {
  email: string;
  error: string | null;
  busy: boolean;
  failure: string | null;
  sent: string | null;
  change(email: string): void;
  /** False when the field is empty (the caller focuses it). */
  submit(): boolean;
}

export function useReminder(onSent: (email: string) => void): ReminderForm {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const latest = useMemo(() => createLatest(), []);
  useEffect(() => () => latest.abort(), [latest]);

  const change = useCallback((next: string) => {
    setEmail(next);
    if (next.trim() !== '') setError(null);
  }, []);

  const submit = useCallback((): boolean => {
    const value = email.trim();
    if (value === '') {
      setError(t('reminderEmpty'));
      return false;
    }
    if (busy) return true;
    setBusy(true);
    setFailure(null);
    setSent(null);
    latest
      .run((signal) => reminder(value, { signal }))
      .then(
        (result) => {
          setBusy(false);
          if (result.sent) {
            setSent(t('reminderSent'));
            onSent(value);
          } else setFailure(result.message || t('serverError'));
        },
        (e: unknown) => {
          if (isAbortError(e)) return;
          setBusy(false);
          setFailure(e instanceof Error ? e.message : t('serverError'));
        },
      );
    return true;
  }, [email, busy, latest, onSent]);

  return { email, error, busy, failure, sent, change, submit };
}
