import { CARDS_BELOW } from '../../ui/data-table/data-table-cards.css';
import { bg, border, muted } from '../../ui/styles/tokens';

/**
 * Room the bar under the lines leaves at its end, and its least height, for a
 * floating button (the chat's 48px launcher 16px from the screen's corner).
 */
const FLOATING_ROOM = '72px';

/**
 * <b2b-basket> on a phone: each line a card (the table's cards,
 * dataTableCardsCss) laid out as a buyer reads it: name and code beside the
 * picture, prices, stock, then the counter with the line's sum; and the
 * totals as a bar that stays at the bottom of the screen while the lines
 * scroll, with «К оформлению». The same width as the table's cards, of the
 * basket's own box.
 * The bar is laid out last (grid order; it keeps its place among the
 * controls for the keyboard), so it stays at the bottom of the screen over
 * the delivery form and the buttons too: they scroll under the bar, never
 * under the chat's launcher in its corner (which covered «Способ доставки»).
 * Come to rest under «Оформить заказ», it is the order's summary and no
 * longer offers the way there.
 */
export const basketCardsCss = /* css */ `
.b2b-basket-body { container: b2b-basket / inline-size; }
.b2b-basket-checkout, .b2b-basket-clear--below { display: none; }
.b2b-basket-skip:not(:focus) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.b2b-basket-skip { justify-self: start; }
@media screen { @container (width < ${CARDS_BELOW}px) {
  .b2b-basket-table .b2b-table-row {
    grid-template-columns: 40px 56px minmax(0, 1fr) auto;
    grid-template-areas:
      "check picture header header"
      "check picture articul articul"
      "check price price price_rrc"
      "check stock stock stock"
      "check qnt qnt sum";
  }
  .b2b-basket-table .b2b-table-row > .b2b-table-check { grid-area: check; }
  .b2b-basket-table .b2b-table-row > [data-col] { grid-column: auto; }
  .b2b-basket-table .b2b-table-row > [data-col="picture"] { grid-area: picture; align-self: start; }
  .b2b-basket-table .b2b-table-row > [data-col="header"] { grid-area: header; font-weight: 600; }
  .b2b-basket-table .b2b-table-row > [data-col="articul"] { grid-area: articul; }
  .b2b-basket-table .b2b-table-row > [data-col="price"] { grid-area: price; }
  .b2b-basket-table .b2b-table-row > [data-col="price_rrc"] { grid-area: price_rrc; color: ${muted}; }
  .b2b-basket-table .b2b-table-row > [data-col="stock"] { grid-area: stock; }
  .b2b-basket-table .b2b-table-row > [data-col="qnt"] { grid-area: qnt; }
  .b2b-basket-table .b2b-table-row > [data-col="sum"] { grid-area: sum; align-self: start; padding-top: 8px; font-weight: 600; }
  .b2b-basket-table .b2b-basket-stock { display: inline; }
  .b2b-basket-table .b2b-basket-stock-note { display: block; }
  .b2b-basket-totals {
    position: sticky; bottom: 0; z-index: 3;
    order: 1;
    container-type: scroll-state;
    flex-wrap: nowrap;
    min-block-size: ${FLOATING_ROOM};
    background: ${bg};
    border-top: 1px solid ${border};
    padding-inline-end: ${FLOATING_ROOM};
  }
  @container scroll-state(not (stuck: bottom)) {
    .b2b-basket-checkout { visibility: hidden; }
  }
  .b2b-basket-total { flex-direction: column; gap: 0; }
  .b2b-basket-totals .b2b-basket-clear { display: none; }
  .b2b-basket-checkout { display: inline-flex; flex: none; }
  .b2b-basket-clear--below { display: inline-flex; justify-self: start; }
} }
`;
