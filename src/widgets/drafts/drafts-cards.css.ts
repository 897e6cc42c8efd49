import { CARDS_BELOW } from '../../ui/data-table/data-table-cards.css';
import { halfSpace } from '../../ui/styles/tokens';

/**
 * <b2b-drafts> on a phone: each draft a card (the table's cards,
 * dataTableCardsCss): its name, when it was put aside, its lines and sum,
 * the contract, then «Повторить», «Переименовать» and «Удалить». The width
 * is the table's own box, as the basket's.
 */
export const draftsCardsCss = /* css */ `
@media screen { @container (width < ${CARDS_BELOW}px) {
  .b2b-drafts-table .b2b-table-row {
    grid-template-columns: 40px minmax(0, 1fr) auto;
    grid-template-areas:
      "check name name"
      ". date date"
      ". lines sum"
      ". contract contract"
      ". actions actions";
  }
  /* The box on the name's line, level with it whatever a button's height (36px, 44px to a finger). */
  .b2b-drafts-table .b2b-table-row > .b2b-table-check { grid-area: check; align-self: center; padding-top: 0; }
  .b2b-drafts-table .b2b-table-row > [data-col] { grid-column: auto; }
  .b2b-drafts-table .b2b-table-row > [data-col="name"] { grid-area: name; }
  .b2b-drafts-table .b2b-table-row > [data-col="date"] { grid-area: date; }
  .b2b-drafts-table .b2b-table-row > [data-col="lines"] { grid-area: lines; }
  .b2b-drafts-table .b2b-table-row > [data-col="sum"] { grid-area: sum; }
  .b2b-drafts-table .b2b-table-row > [data-col="sum"] .b2b-table-card-value { font-weight: 600; }
  .b2b-drafts-table .b2b-table-row > [data-col="contract"] { grid-area: contract; }
  .b2b-drafts-table .b2b-table-row > [data-col="actions"] { grid-area: actions; padding-top: ${halfSpace}; }
  .b2b-drafts-table .b2b-drafts-name { padding-inline: 0; font-weight: 600; }
} }
`;
