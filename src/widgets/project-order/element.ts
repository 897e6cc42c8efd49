import { lazyModule } from '../../ui/lazy-module';
import { defineWidget } from '../../blocks/element/define-widget';
import { dialogShellCss, lazyDialog } from '../../blocks/dialog/lazy-dialog';
import type { ProjectOrderProps } from './ProjectOrder';

/** The dialog's body: fetched when it first opens (or its opener is pointed at), not with the page. */
export const projectOrderCode = lazyModule(() => import('./ProjectOrder').then((m) => m.ProjectOrder));

/**
 * The project-order form (spec 2, 3 and 5): partner, the event's federal district,
 * region (lists from `GET projectOrderLists`) and city (suggested as typed,
 * `GET projectCities`), contract, comment, and the goods as import lines pasted
 * from a spreadsheet or typed into a grid (articul, quantity, price wish, note).
 * Lines are re-checked 500 ms after typing stops; an invalid line's cells are
 * marked with the reason. Sent (`POST projectOrder`) only with no error marks and
 * at least one product; a failure keeps everything typed. Opens from its `open`
 * attribute, `.show()`, or any element with `data-b2b-open="project-order"`.
 *
 * @summary Project-order dialog with import lines.
 * @tag b2b-project-order
 * @method show - Opens the dialog (sets `open`).
 * @method close - Closes the dialog (removes `open`).
 * @fires b2b-project-order-sent - The portal saved the order; `detail.id` is its number.
 * @csspart base - The outer box.
 * @csspart dialog - The native `<dialog>`.
 * @csspart dialog-header - Title row with the close button.
 * @csspart dialog-title - The title «Проектный заказ».
 * @csspart dialog-close - The close (×) button.
 * @csspart dialog-body - The form.
 * @csspart form - The form.
 * @csspart field - Each label, control and error.
 * @csspart label - Field labels.
 * @csspart input - The fields' controls.
 * @csspart error - A field's error text.
 * @csspart lines - The import-line grid with its hint.
 * @csspart cell - Each input of the grid.
 * @csspart reason - Why a line is not valid.
 * @csspart form-error - Why the form cannot be sent.
 * @csspart popup - The city suggestions.
 * @csspart listbox - The list of suggested cities.
 * @csspart option - A suggested city.
 * @csspart alert - The portal's refusal or a list failing to load.
 * @csspart sent - The success text.
 * @csspart submit - «Отправить проектный заказ».
 * @cssprop --b2b-color-primary - Buttons.
 * @cssprop --b2b-color-danger - Error marks.
 * @cssprop --b2b-color-success - The success text.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const ProjectOrderElement = defineWidget<ProjectOrderProps>('b2b-project-order', lazyDialog(projectOrderCode, { name: 'project-order' }), {
  props: { open: 'boolean' },
  css: dialogShellCss,
  modal: true,
});
