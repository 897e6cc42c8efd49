import { CARDS_BELOW } from '../../ui/data-table/data-table-cards.css';
import { muted } from '../../ui/styles/tokens';

/**
 * <b2b-favorites> and <b2b-needs> on a phone: each product a card (the
 * table's cards, dataTableCardsCss) laid out as the basket's lines are: the
 * name and code beside the picture, the price and the recommended one, the
 * stock, then the counter with «В корзину» and «Удалить». The width is the
 * table's own box, as the basket's.
 */
export const productListCardsCss = /* css */ `
@media screen { @container (width < ${CARDS_BELOW}px) {
  .b2b-product-list-results .b2b-table-row {
    grid-template-columns: 40px 56px minmax(0, 1fr) auto;
    grid-template-areas:
      "check picture product product"
      "check price price price_rrc"
      "check stock stock stock"
      "check add add add"
      "check remove remove remove";
  }
  .b2b-product-list-results .b2b-table-row > .b2b-table-check { grid-area: check; }
  .b2b-product-list-results .b2b-table-row > [data-col] { grid-column: auto; }
  .b2b-product-list-results .b2b-table-row > [data-col="picture"] { grid-area: picture; align-self: start; }
  .b2b-product-list-results .b2b-table-row > [data-col="product"] { grid-area: product; align-self: start; font-weight: 600; }
  .b2b-product-list-results .b2b-table-row > [data-col="price"] { grid-area: price; }
  .b2b-product-list-results .b2b-table-row > [data-col="price_rrc"] { grid-area: price_rrc; color: ${muted}; }
  .b2b-product-list-results .b2b-table-row > [data-col="stock"] { grid-area: stock; }
  .b2b-product-list-results .b2b-table-row > [data-col="add"] { grid-area: add; }
  .b2b-product-list-results .b2b-table-row > [data-col="remove"] { grid-area: remove; }
} }
`;
