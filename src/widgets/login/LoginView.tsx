import { t } from '../../core/messages/login';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { SubmitButton } from '../../blocks/form/SubmitButton';
import type { LoginForm } from './use-login';

/** Login and password, «Войти», the demo entry and the way to the reminder. */
export function LoginView({ form, onForgot }: { form: LoginForm; onForgot: () => void }) {
  return (
    <>
      <TextField
        label={t('loginLogin')}
        name="login"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        autoFocus
        value={form.values.login}
        error={form.errors.login}
        onChange={(event) => form.change('login', event.target.value)}
      />
      <TextField
        label={t('loginPassword')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.change('password', event.target.value)}
      />
      <div className="b2b-login-actions">
        <Button variant="link" data-b2b-open="reminder" onClick={onForgot}>
          {t('loginForgot')}
        </Button>
        <SubmitButton busy={form.busy}>{t('loginSubmit')}</SubmitButton>
      </div>
      <div className="b2b-login-demo" part="demo">
        <Button onClick={() => !form.busy && form.enterDemo()}>{t('loginDemo')}</Button>
      </div>
    </>
  );
}

/** The legacy password reminder: one e-mail field. */
export function ReminderView({ form }: { form: LoginForm }) {
  return (
    <>
      <p className="b2b-login-intro">{t('reminderIntro')}</p>
      <TextField
        label={t('reminderEmail')}
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        value={form.values.email}
        error={form.errors.email}
        onChange={(event) => form.change('email', event.target.value)}
      />
      {form.reminderSent && (
        <p role="status" className="b2b-login-sent">
          {form.reminderSent}
        </p>
      )}
      <div className="b2b-login-actions">
        <Button variant="link" onClick={() => form.show('login')}>
          {t('reminderBack')}
        </Button>
        <SubmitButton busy={form.busy}>{t('reminderSubmit')}</SubmitButton>
      </div>
    </>
  );
}
