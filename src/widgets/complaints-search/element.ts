import { defineWidget } from '../../blocks/element/define-widget';
import { ComplaintsSearch, type ComplaintsSearchProps } from './ComplaintsSearch';
import { complaintsSearchStyles } from './complaints-search-styles';

/**
 * Complaint (рекламация) goods: the buyer finds products by articul or name
 * (legacy `GET /search/?keyword=…&simple=1`, from 2 characters, 300 ms after
 * the last keystroke) and sets a quantity for each; a quantity must be a
 * positive integer, otherwise the field turns red with an error text.
 *
 * The complaint lives in a cookie shared with the legacy complaint form:
 * name `recl` (see `cookie-name`), path `/`, a session cookie, value
 * `encodeURIComponent(JSON.stringify(map))` where `map` is
 * `{ "<product id>": <quantity>, ... }`, e.g. `{"1001":2,"1017":10}` (an empty
 * complaint removes the cookie). A form reads it on submit; a reload restores
 * the list (product names are fetched again by id with `GET /api/product/{id}/`).
 * A value that is not such a map is ignored with a console warning. While a
 * field is red, the cookie keeps the line's last valid quantity.
 *
 * @summary Complaint goods: product search and a quantity per product, kept in the `recl` cookie.
 * @tag b2b-complaints-search
 * @fires b2b-complaints-change - The buyer changed the complaint; `detail.map` is the map `{ "<product id>": quantity }` now in the cookie.
 * @csspart base - The outer box.
 * @csspart input - The search field.
 * @csspart description - The hint under the search field.
 * @csspart listbox - The list of suggestions.
 * @csspart option - One suggestion.
 * @csspart table - The table of chosen goods.
 * @csspart line - One row of the table.
 * @csspart articul - A row's articul cell.
 * @csspart header - A row's product name cell.
 * @csspart quantity - A row's quantity field.
 * @csspart error - The error text under a red quantity field.
 * @csspart remove - A row's remove button.
 * @csspart retry - The retry button of a product whose name failed to load.
 * @csspart empty - The text shown while no goods are chosen.
 * @cssprop --b2b-color-danger - Border and text of a wrong quantity.
 * @cssprop --b2b-color-border - Borders of fields and table rows.
 * @cssprop --b2b-color-primary - Focus ring of the fields and buttons.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const ComplaintsSearchElement = defineWidget<ComplaintsSearchProps>('b2b-complaints-search', ComplaintsSearch, {
  props: { cookieName: 'string' },
  css: complaintsSearchStyles,
});
