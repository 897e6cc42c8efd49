import { lazyModule } from '../../ui/lazy-module';
import { defineWidget } from '../../blocks/element/define-widget';
import { dialogShellCss, lazyDialog } from '../../blocks/dialog/lazy-dialog';
import type { LoginProps } from './Login';

/** The dialog's body: fetched when it first opens (or its opener is pointed at), not with the page. */
export const loginCode = lazyModule(() => import('./Login').then((m) => m.Login));

/**
 * The login dialog: login and password (`POST /api/login/`), the demo entry
 * (`getUserDemo`), and the password
 * reminder (`POST /reminder/`). Replaces /ajax/authform and
 * /ajax/authdemofirstform. Opens from its `open` attribute, `.show()`, or any
 * element with `data-b2b-open="login"`. After login the page reloads, unless
 * `no-reload` is set: then only `b2b-login` is sent and the dialog closes.
 * A demo login asks the server for the demo intro (`intro: true`): the page,
 * reloaded with the session, shows it with `<b2b-demo-intro open>`.
 *
 * @summary Login dialog with demo entry and password reminder.
 * @tag b2b-login
 * @method show - Opens the dialog (sets `open`).
 * @method close - Closes the dialog (removes `open`).
 * @fires b2b-login - The visitor logged in; `detail.user` is the user.
 * @csspart base - The outer box.
 * @csspart dialog - The native `<dialog>`.
 * @csspart dialog-header - Title row with the close button.
 * @csspart dialog-title - The title.
 * @csspart dialog-close - The close (×) button.
 * @csspart dialog-body - The form.
 * @csspart form - The login or reminder form.
 * @csspart field - Each label, control and error.
 * @csspart label - Field labels.
 * @csspart input - The inputs.
 * @csspart error - A field's error text.
 * @csspart alert - The server's refusal.
 * @csspart submit - «Войти» or «Напомнить пароль».
 * @csspart demo - The demo entry below the form.
 * @cssprop --b2b-color-primary - Buttons and links.
 * @cssprop --b2b-color-danger - Errors.
 * @cssprop --b2b-color-success - The reminder's «sent» text.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const LoginElement = defineWidget<LoginProps>('b2b-login', lazyDialog(loginCode, { name: 'login' }), {
  props: { open: 'boolean', noReload: 'boolean' },
  css: dialogShellCss,
  modal: true,
});
