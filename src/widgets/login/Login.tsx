import { useCallback, useRef } from 'react';
import { t } from '../../core/messages/login';
import type { User } from '../../core/types';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { submitTo } from '../../blocks/form/focus-field';
import { useDialogHost } from '../../blocks/element/host-context';
import { openWidget } from '../../blocks/element/open-links';
import { LoginView, ReminderView } from './LoginView';
import { useLoginForm } from './use-login';
import { StyleRoot } from '../../ui/StyleRoot';
import { loginStyles } from './login-styles';

export interface LoginProps {
  /** The dialog shows while true (the element's `open` attribute, which the widget removes when the visitor closes the dialog). */
  open?: boolean;
  /** The host page handles `b2b-login` itself: the page is not reloaded after login. */
  noReload?: boolean;
  onClose?: () => void;
  /** The visitor is in (also the `b2b-login` event). */
  onLogin?: (user: User) => void;
}

const TITLES = { login: 'loginTitle', reminder: 'reminderTitle' } as const;

/**
 * The login dialog (legacy /ajax/authform): login and password, the demo
 * entry, and the password reminder. Success reloads the page, or with
 * `no-reload` only tells the page with `b2b-login`. A demo user's first-login
 * dialog is not this one's: the reloaded page shows <b2b-demo-intro>
 * (/ajax/authdemofirstform), the one intro, over the logged-in layout.
 */
export function Login({ open = false, noReload, onClose, onLogin }: LoginProps) {
  const { rootRef, emit, close } = useDialogHost(onClose);
  const formRef = useRef<HTMLFormElement>(null);

  const onLoggedIn = useCallback(
    (user: User) => {
      emit('b2b-login', { user });
      onLogin?.(user);
      // Without a reload the page takes it from here; with one, the dialog goes with the page.
      if (noReload) close();
    },
    [emit, onLogin, noReload, close],
  );
  const form = useLoginForm({ noReload, onLoggedIn });

  // The page's own <b2b-reminder> when it has one; else the reminder inside this dialog.
  const forgot = () => {
    if (openWidget('reminder', rootRef.current?.ownerDocument)) close();
    else form.show('reminder');
  };

  const onSubmit = submitTo(formRef, () => (form.view === 'reminder' ? form.submitReminder() : form.submitLogin()));

  return (
    <StyleRoot rootRef={rootRef} css={loginStyles} className="b2b-login" part="base">
      <Modal open={open} onClose={close} title={t(TITLES[form.view])} size="small">
        <form ref={formRef} className="b2b-login-form" part="form" noValidate onSubmit={onSubmit} aria-busy={form.busy || undefined}>
          {form.view === 'reminder' ? <ReminderView form={form} /> : <LoginView form={form} onForgot={forgot} />}
          {form.failure && <Alert tone="error">{form.failure}</Alert>}
        </form>
      </Modal>
    </StyleRoot>
  );
}
