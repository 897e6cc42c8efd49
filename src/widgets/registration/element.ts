import { lazyModule } from '../../ui/lazy-module';
import { defineWidget } from '../../blocks/element/define-widget';
import { dialogShellCss, lazyDialog } from '../../blocks/dialog/lazy-dialog';
import type { RegistrationProps } from './Registration';

/** The dialog's body: fetched when it first opens (or its opener is pointed at), not with the page. */
export const registrationCode = lazyModule(() => import('./Registration').then((m) => m.Registration));

/**
 * The visitor's registration form in a dialog: surname, name, patronymic,
 * phone (mask +7 (XXX) XXX-XX-XX), e-mail, company, ИНН (checksum checked),
 * city, region ('другой' reveals a text field), a file (image or document,
 * with upload progress) and the /captcha.php captcha; sent as multipart
 * `POST /registration`. Replaces /tpl/registration_form.html. Opens from its
 * `open` attribute, `.show()`, or any element with `data-b2b-open="registration"`.
 * What was typed survives closing and reopening on the same page.
 *
 * @summary Registration dialog with file upload and captcha.
 * @tag b2b-registration
 * @method show - Opens the dialog (sets `open`).
 * @method close - Closes the dialog (removes `open`).
 * @fires b2b-registration-sent - The server accepted the registration; `detail.message` is the success text shown.
 * @csspart base - The outer box.
 * @csspart dialog - The native `<dialog>`.
 * @csspart dialog-header - Title row with the close button.
 * @csspart dialog-title - The title «Регистрация».
 * @csspart dialog-close - The close (×) button.
 * @csspart dialog-body - The form or the success text.
 * @csspart form - The form.
 * @csspart field - Each label, control, hint and error.
 * @csspart label - Field labels.
 * @csspart input - Inputs and the region select.
 * @csspart description - Field hints (ИНН, file, captcha).
 * @csspart error - A field's error text.
 * @csspart file-button - The «Выбрать файл» button (the file input lies over it, transparent).
 * @csspart file-name - The chosen file's name and size, or «Файл не выбран».
 * @csspart progress - The upload progress bar.
 * @csspart captcha - The captcha picture and its field.
 * @csspart captcha-image - The captcha picture (a button: click for a new one).
 * @csspart alert - The server's refusal (red, 3 s).
 * @csspart submit - The «Зарегистрироваться» button.
 * @csspart done - The success text.
 * @cssprop --b2b-color-primary - The submit button and the progress bar.
 * @cssprop --b2b-color-danger - Errors and the refusal.
 * @cssprop --b2b-color-success - The success text.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const RegistrationElement = defineWidget<RegistrationProps>('b2b-registration', lazyDialog(registrationCode, { name: 'registration' }), {
  props: { open: 'boolean', request: 'boolean', regions: 'json' },
  css: dialogShellCss,
  modal: true,
});
