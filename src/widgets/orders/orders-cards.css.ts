import { CARDS_BELOW } from '../../ui/data-table/data-table-cards.css';
import { halfSpace } from '../../ui/styles/tokens';

/**
 * <b2b-orders> on a phone: each order a card (the table's cards,
 * dataTableCardsCss) read as a buyer looks for an order: its number and
 * state, the date and the sum, the contract, whether it is paid, the
 * project's status and the delivery date when there are any, then
 * «Отменить» and «Повторить». The width is the table's own box, as the
 * basket's.
 */
export const ordersCardsCss = /* css */ `
@media screen { @container (width < ${CARDS_BELOW}px) {
  .b2b-orders-table .b2b-table-row {
    grid-template-columns: 40px minmax(0, 1fr) auto;
    grid-template-areas:
      "check number state"
      ". date sum"
      ". contract contract"
      ". paid paid"
      ". project project"
      ". delivery delivery"
      ". actions actions";
  }
  /* The box on the number's line, level with it whatever a button's height (36px, 44px to a finger). */
  .b2b-orders-table .b2b-table-row > .b2b-table-check { grid-area: check; align-self: center; padding-top: 0; }
  .b2b-orders-table .b2b-table-row > [data-col] { grid-column: auto; }
  .b2b-orders-table .b2b-table-row > [data-col="number"] { grid-area: number; font-weight: 600; }
  .b2b-orders-table .b2b-table-row > [data-col="state"] { grid-area: state; }
  .b2b-orders-table .b2b-table-row > [data-col="date"] { grid-area: date; }
  .b2b-orders-table .b2b-table-row > [data-col="sum"] { grid-area: sum; }
  .b2b-orders-table .b2b-table-row > [data-col="sum"] .b2b-table-card-value { font-weight: 600; }
  .b2b-orders-table .b2b-table-row > [data-col="contract"] { grid-area: contract; }
  .b2b-orders-table .b2b-table-row > [data-col="paid"] { grid-area: paid; }
  .b2b-orders-table .b2b-table-row > [data-col="project"] { grid-area: project; }
  .b2b-orders-table .b2b-table-row > [data-col="delivery"] { grid-area: delivery; }
  .b2b-orders-table .b2b-table-row > [data-col="actions"] { grid-area: actions; padding-top: ${halfSpace}; }
  .b2b-orders-table .b2b-orders-number { padding-inline: 0; font-weight: 600; }
} }
`;
