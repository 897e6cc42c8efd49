import { CARDS_BELOW } from '../../ui/data-table/data-table-cards.css';
import { controlSize, halfSpace, space } from '../../ui/styles/tokens';

/**
 * <b2b-acts> on a phone: each act a card (the table's cards,
 * dataTableCardsCss) read as a buyer looks for an act: its period and
 * state, the contract, the counterparty and when it was asked for, then
 * «Скачать» when it is ready. A refusal's reason is a sentence: the state
 * then takes the card's width, under the period, not a column squeezing
 * it. The width is the table's own box, as the basket's.
 */
export const actsCardsCss = /* css */ `
@media screen { @container (width < ${CARDS_BELOW}px) {
  .b2b-acts-table .b2b-table .b2b-table-row {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${space};
    grid-template-areas:
      "period state"
      "contract contract"
      "contragent contragent"
      "requested requested"
      "file file";
  }
  .b2b-acts-table .b2b-table .b2b-table-row:has(.b2b-acts-reason) {
    grid-template-areas:
      "period period"
      "state state"
      "contract contract"
      "contragent contragent"
      "requested requested"
      "file file";
  }
  .b2b-acts-table .b2b-table-row > [data-col] { grid-column: auto; }
  .b2b-acts-table .b2b-table-row > [data-col="period"] { grid-area: period; }
  .b2b-acts-table .b2b-table-row > [data-col="state"] { grid-area: state; }
  .b2b-acts-table .b2b-table-row > [data-col="contract"] { grid-area: contract; }
  .b2b-acts-table .b2b-table-row > [data-col="contragent"] { grid-area: contragent; }
  .b2b-acts-table .b2b-table-row > [data-col="requested"] { grid-area: requested; }
  .b2b-acts-table .b2b-table-row > [data-col="file"] { grid-area: file; padding-top: ${halfSpace}; }
  /* Not ready yet: no file, no empty line. */
  .b2b-acts-table .b2b-table-row > [data-col="file"]:empty { display: none; }
  /* The card's one action, a finger's target (the control's height). */
  .b2b-acts-table .b2b-acts-file { display: inline-flex; align-items: center; min-height: ${controlSize}; }
} }
`;
