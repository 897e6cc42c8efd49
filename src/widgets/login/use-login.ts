import { useCallback, useEffect, useMemo, useState } from 'react';
import { getUserDemo, login, reminder } from '../../core/api/account';
import { isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import { t } from '../../core/messages/login';
import type { User } from '../../core/types';

/** Which face of the dialog shows: the login form or the reminder form. */
export type LoginView = 'login' | 'reminder';

export interface LoginValues {
  login: string;
  password: string;
  email: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** Kept in an object so tests can watch the reload without reloading the test page. */
export const pageNavigation = {
  reload(): void {
    window.location.reload();
  },
};

export interface LoginForm {
  view: LoginView;
  values: LoginValues;
  errors: LoginErrors;
  busy: boolean;
  /** The server's refusal of the login or the reminder (stays until the next try). */
  failure: string | null;
  /** 'Письмо с вашими данными было отправлено на вашу почту'. */
  reminderSent: string | null;
  change(field: LoginField, value: string): void;
  show(view: 'login' | 'reminder'): void;
  /** Returns the first field in error, or null when the call went out. */
  submitLogin(): LoginField | null;
  enterDemo(): void;
  submitReminder(): LoginField | null;
}

export interface LoginOptions {
  /** The host page handles `b2b-login` itself: do not reload. */
  noReload?: boolean;
  /** Told once the visitor is in. */
  onLoggedIn: (user: User) => void;
}

const EMPTY: LoginValues = { login: '', password: '', email: '' };

export function useLoginForm({ noReload, onLoggedIn }: LoginOptions): LoginForm {
  const [view, setView] = useState<LoginView>('login');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reminderSent, setReminderSent] = useState<string | null>(null);
  const latest = useMemo(() => createLatest(), []);
  useEffect(() => () => latest.abort(), [latest]);

  const finish = useCallback(
    (user: User) => {
      onLoggedIn(user);
      if (!noReload) pageNavigation.reload();
    },
    [noReload, onLoggedIn],
  );

  // A demo user is greeted by the page's one demo intro (<b2b-demo-intro>, the
  // same as after «Демо-доступ»), over the page reloaded with the session: the
  // logins below ask the server for it (`intro`), and this dialog only logs in.
  const loggedIn = useCallback(
    (user: User) => {
      setBusy(false);
      finish(user);
    },
    [finish],
  );

  const failed = useCallback((error: unknown) => {
    if (isAbortError(error)) return;
    setBusy(false);
    setFailure(error instanceof Error ? error.message : t('serverError'));
  }, []);

  const change = useCallback((field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field] || value.trim() === '') return e;
      const out = { ...e };
      delete out[field];
      return out;
    });
  }, []);

  const show = useCallback(
    (next: 'login' | 'reminder') => {
      latest.abort();
      setBusy(false);
      setView(next);
      setFailure(null);
      setReminderSent(null);
      setErrors({});
      // The login doubles as the e-mail often enough to save retyping it.
      if (next === 'reminder') setValues((v) => (v.email || !v.login.includes('@') ? v : { ...v, email: v.login }));
    },
    [latest],
  );

  const submitLogin = useCallback((): LoginField | null => {
    const found: LoginErrors = {};
    if (values.login.trim() === '') found.login = t('required');
    if (values.password === '') found.password = t('required');
    setErrors(found);
    const first = (['login', 'password'] as const).find((f) => found[f]);
    if (first) return first;
    setBusy(true);
    setFailure(null);
    latest
      .run((signal) => login({ login: values.login.trim(), password: values.password, intro: true }, { signal }))
      .then((reply) => loggedIn(reply.user), failed);
    return null;
  }, [values, latest, loggedIn, failed]);

  const enterDemo = useCallback(() => {
    setBusy(true);
    setFailure(null);
    latest.run((signal) => getUserDemo({ signal, intro: true })).then((reply) => loggedIn(reply.user), failed);
  }, [latest, loggedIn, failed]);

  const submitReminder = useCallback((): LoginField | null => {
    setReminderSent(null);
    // Spec 5: "Reminder form: empty input gives 'Вы ничего не ввели'".
    if (values.email.trim() === '') {
      setErrors({ email: t('reminderEmpty') });
      return 'email';
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    latest
      .run((signal) => reminder(values.email.trim(), { signal }))
      .then((result) => {
        setBusy(false);
        if (result.sent) setReminderSent(t('reminderSent'));
        else setFailure(result.message || t('serverError'));
      }, failed);
    return null;
  }, [values, latest, failed]);

  return {
    view,
    values,
    errors,
    busy,
    failure,
    reminderSent,
    change,
    show,
    submitLogin,
    enterDemo,
    submitReminder,
  };
}
