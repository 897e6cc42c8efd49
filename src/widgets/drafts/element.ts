import { defineWidget } from '../../blocks/element/define-widget';
import { Drafts, type DraftsProps } from './Drafts';
import { draftsStyles } from './drafts-styles';

/**
 * The drafts: baskets the buyer put aside on the basket page, newest first,
 * pages of 10, a draft without a name under its default label ('Корзина от'
 * its date and time). Open a draft to see its lines; repeat it into the basket
 * after the same preview of what changed as an order (price now vs then, stock,
 * withdrawn goods) and the same result modals; rename it; remove it or the
 * checked ones after 'Подтвердите действие'. The basket counter and any basket
 * on the page change at once.
 *
 * @summary Drafts: open, repeat, rename, remove.
 * @tag b2b-drafts
 * @fires b2b-order-repeat - A draft went into the basket; `detail.id` is the draft, `detail.count` the lines added.
 * @csspart base - The widget's box.
 * @csspart table - The table of drafts.
 * @csspart row - One draft.
 * @csspart bulk-actions - The bar that replaces the column titles once rows are checked.
 * @csspart lines - The table of a draft's lines.
 * @csspart preview-lines - The lines of the repeat preview.
 * @csspart dialog - The dialogs (lines, rename, preview, result, confirmation).
 * @cssprop --b2b-color-primary - Buttons and links.
 * @cssprop --b2b-color-success - Cheaper prices in the preview.
 * @cssprop --b2b-color-danger - Remove buttons, dearer prices, errors.
 * @cssprop --b2b-color-warning - Lines short of stock.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const DraftsElement = defineWidget<DraftsProps>('b2b-drafts', Drafts, {
  props: { perpage: 'number' },
  css: draftsStyles,
});
