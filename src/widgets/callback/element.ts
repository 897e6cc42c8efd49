import { lazyModule } from '../../ui/lazy-module';
import { defineWidget } from '../../blocks/element/define-widget';
import { dialogShellCss, lazyDialog } from '../../blocks/dialog/lazy-dialog';
import type { CallbackProps } from './Callback';

/** The dialog's body: fetched when it first opens (or its opener is pointed at), not with the page. */
export const callbackCode = lazyModule(() => import('./Callback').then((m) => m.Callback));

/**
 * «Заказать звонок»: a modal form with the phone (mask +7 (XXX) XXX-XX-XX)
 * and a name, sent with the `callback` call. Replaces the legacy
 * /ajax/callback modal. Opens from its `open` attribute, `.show()`, or any
 * page element with `data-b2b-open="callback"` (no page JS needed).
 *
 * @summary Callback request dialog.
 * @tag b2b-callback
 * @method show - Opens the dialog (sets `open`).
 * @method close - Closes the dialog (removes `open`).
 * @fires b2b-callback-sent - The server accepted the request; `detail` is `{ phone, firstname }`.
 * @csspart base - The outer box.
 * @csspart dialog - The native `<dialog>`.
 * @csspart dialog-header - Title row with the close button.
 * @csspart dialog-title - The title «Заказать звонок».
 * @csspart dialog-close - The close (×) button.
 * @csspart dialog-body - The form or the thank-you.
 * @csspart form - The form.
 * @csspart field - Each label, control and error.
 * @csspart label - Field labels.
 * @csspart input - The inputs.
 * @csspart error - A field's error text.
 * @csspart alert - The server's refusal (shown for 2 s).
 * @csspart submit - The «Жду звонка» button.
 * @csspart done - The thank-you after success.
 * @cssprop --b2b-color-primary - The submit button.
 * @cssprop --b2b-color-danger - Errors.
 * @cssprop --b2b-color-success - The thank-you.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const CallbackElement = defineWidget<CallbackProps>('b2b-callback', lazyDialog(callbackCode, { name: 'callback' }), {
  props: { open: 'boolean' },
  css: dialogShellCss,
  modal: true,
});
