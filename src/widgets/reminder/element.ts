import { lazyModule } from '../../ui/lazy-module';
import { defineWidget } from '../../blocks/element/define-widget';
import { dialogShellCss, lazyDialog } from '../../blocks/dialog/lazy-dialog';
import type { ReminderProps } from './Reminder';

/** The dialog's body: fetched when it first opens (or its opener is pointed at), not with the page. */
export const reminderCode = lazyModule(() => import('./Reminder').then((m) => m.Reminder));

/**
 * «Забыли пароль?»: the legacy password reminder (`POST /reminder/`, form-encoded
 * `email`) as its own dialog. Empty input gives 'Вы ничего не ввели', an unknown
 * e-mail 'В нашей базе не содержится такого E-mail', success 'Письмо с вашими
 * данными было отправлено на вашу почту'; a letter asked for again too soon
 * shows the portal's refusal. Opens from its `open` attribute, `.show()`, or any
 * element with `data-b2b-open="reminder"` (the login dialog's «Забыли пароль?»
 * opens it when the page has one).
 *
 * @summary Password reminder dialog.
 * @tag b2b-reminder
 * @method show - Opens the dialog (sets `open`).
 * @method close - Closes the dialog (removes `open`).
 * @fires b2b-reminder-sent - The portal sent the letter; `detail.email` is the address typed.
 * @csspart base - The outer box.
 * @csspart dialog - The native `<dialog>`.
 * @csspart dialog-header - Title row with the close button.
 * @csspart dialog-title - The title.
 * @csspart dialog-close - The close (×) button.
 * @csspart dialog-body - The form.
 * @csspart form - The form.
 * @csspart field - The e-mail's label, input and error.
 * @csspart label - The field's label.
 * @csspart input - The e-mail input.
 * @csspart error - The field's error text.
 * @csspart sent - The success text.
 * @csspart alert - The portal's refusal.
 * @csspart submit - «Напомнить пароль».
 * @cssprop --b2b-color-primary - Buttons.
 * @cssprop --b2b-color-danger - Errors.
 * @cssprop --b2b-color-success - The success text.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const ReminderElement = defineWidget<ReminderProps>('b2b-reminder', lazyDialog(reminderCode, { name: 'reminder' }), {
  props: { open: 'boolean' },
  css: dialogShellCss,
  modal: true,
});
