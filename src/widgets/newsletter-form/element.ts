import { defineWidget } from '../../blocks/element/define-widget';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
import { newsletterFormStyles } from './newsletter-form-styles';

/**
 * The admin's newsletter form (spec 3 and 7): header, anons and body (HTML typed
 * as text, with a live preview sanitized by DOMPurify as the portal sanitizes
 * it), sent after a confirmation with `POST /openapi/sendNewsletter { id,
 * header, anons, body }`; 'Рассылка успешно завершена!' with the number of
 * letters written. The form makes the id once per newsletter, so a retry never
 * sends a newsletter twice. For the portal's `/admin/newsletter/` page.
 *
 * @summary Admin newsletter form with sanitized preview.
 * @tag b2b-newsletter-form
 * @fires b2b-newsletter-sent - The newsletter went out; `detail` is `{ id, sent, repeated }`.
 * @csspart base - The outer box.
 * @csspart form - The form.
 * @csspart field - Each label, control and error.
 * @csspart label - Field labels.
 * @csspart input - The header input and the text areas.
 * @csspart error - A field's error text.
 * @csspart preview - The sanitized preview of the letter.
 * @csspart alert - The portal's refusal, with a retry.
 * @csspart submit - «Отправить рассылку».
 * @csspart done - The result: 'Рассылка успешно завершена!' and the count.
 * @cssprop --b2b-color-primary - Buttons.
 * @cssprop --b2b-color-danger - Errors.
 * @cssprop --b2b-color-success - The result.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const NewsletterFormElement = defineWidget<NewsletterFormProps>('b2b-newsletter-form', NewsletterForm, {
  props: {},
  css: newsletterFormStyles,
});
