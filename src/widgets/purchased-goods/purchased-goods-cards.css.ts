import { CARDS_BELOW } from '../../ui/data-table/data-table-cards.css';
import { halfSpace } from '../../ui/styles/tokens';

/**
 * <b2b-purchased-goods> on a phone: each of the report's goods a card (the
 * table's cards, dataTableCardsCss): the name first, then its code, the
 * report's figures, each named, and the add to basket with the stock. The
 * sort buttons stay above the cards. The width is the table's own box, as
 * the basket's.
 */
export const purchasedGoodsCardsCss = /* css */ `
@media screen { @container (width < ${CARDS_BELOW}px) {
  .b2b-reports-table .b2b-table-row > [data-col="header"] { order: -1; font-weight: 600; }
  .b2b-reports-table .b2b-table-row > [data-col="add"] { padding-top: ${halfSpace}; }
} }
`;
