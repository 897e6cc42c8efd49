import { defineWidget } from '../../blocks/element/define-widget';
import { CatalogFilter, type CatalogFilterProps } from './CatalogFilter';
import { catalogFilterStyles } from './catalog-filter-styles';

/**
 * The catalogue page: catalogue tree, brands, price range, availability,
 * tags, text query, sorting, contract, warehouse and origin on the left;
 * products with prices, stock, quantity, add to basket and the wish flag on
 * the right, 20 per page. The whole filter lives in the page address
 * (`?catalog=…&brand=…&page=2`), so back/forward and a shared link restore
 * it; every change answers at once and a newer request aborts the older.
 * Clicking a product opens its popup (the server's `/ajax/getproduct/`
 * fragment, sanitized).
 *
 * @summary Catalogue with filters, sorting, paging in the address, add to basket and product popup.
 * @tag b2b-catalog-filter
 * @fires b2b-contract-change - The buyer chose another contract or warehouse (or opened an address naming one) and the server accepted it; `detail.contract`, `detail.warehouse`.
 * @fires b2b-basket-change - Goods were added; `detail.count` is the number of basket lines now.
 * @csspart base - The widget's box: filters and results.
 * @csspart filters - The filter panel.
 * @csspart tree - The catalogue tree.
 * @csspart tree-node - One section of the tree.
 * @csspart query - The text search form.
 * @csspart brands - The brand checkboxes.
 * @csspart price - The price range fields.
 * @csspart tags - The tag checkboxes (the reply's tag facet, with counts).
 * @csspart select - The contract, warehouse, search range, marks and origin lists.
 * @csspart results - The results: description, count, sorting, products, pages.
 * @csspart sort - The sort buttons.
 * @csspart product - One product.
 * @csspart product-open - A product's name, which opens its popup.
 * @csspart picture - A product picture.
 * @csspart stock - A stock figure.
 * @csspart wish - The wish (favourites) toggle.
 * @csspart add - Quantity and add-to-basket of a product or variant.
 * @csspart variants - A product's variants.
 * @csspart pagination - The page links.
 * @csspart dialog - The product popup.
 * @csspart popup - The popup's content.
 * @csspart alert - Notices and errors.
 * @cssprop --b2b-color-primary - Links, the chosen section, buttons.
 * @cssprop --b2b-color-success - Stock in the warehouse, the added popup.
 * @cssprop --b2b-color-danger - Errors, the wish flag when set.
 * @cssprop --b2b-color-border - Product cards and fields.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const CatalogFilterElement = defineWidget<CatalogFilterProps>('b2b-catalog-filter', CatalogFilter, {
  props: { contract: 'number', warehouse: 'number', catalog: 'number', origin: 'string', perPage: 'number', tags: 'json' },
  css: catalogFilterStyles,
});
