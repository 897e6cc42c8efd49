import { border, muted, space } from '../styles/tokens';

/** Under this width of the table's own box (px) a table drawn with cardHeight shows its rows as cards. */
export const CARDS_BELOW = 640;

/**
 * Rows as cards in a narrow box (a phone): no column runs off to the right,
 * each row's cells stack in one card, each cell named by its column's label,
 * the check box at the card's start (a column's label shows only here: a
 * table that gives its columns labels adopts this sheet). The head keeps only what acts on the
 * rows: the check-all, the sort buttons and the bulk-actions bar. A widget
 * that opts in (DataTable's cardHeight) adopts this sheet and places its
 * cells with grid areas named after the column ids (data-col).
 */
export const dataTableCardsCss = /* css */ `
.b2b-table-card-label { display: none; }
@container (width < ${CARDS_BELOW}px) {
  .b2b-table-wrap--cards .b2b-table-scroll { overflow-x: hidden; scroll-padding-left: 0; }
  .b2b-table-wrap--cards :is(.b2b-table, .b2b-table-body, .b2b-table-head) { display: block; }
  .b2b-table-wrap--cards .b2b-table-head tr { display: flex; flex-wrap: wrap; align-items: center; gap: calc(${space} / 2) ${space}; border-bottom: 2px solid ${border}; }
  .b2b-table-wrap--cards .b2b-table-head th { position: static; border: 0; padding: calc(${space} / 2); }
  /* A title that cannot sort says nothing a card's label does not. */
  .b2b-table-wrap--cards .b2b-table-head th:not(.b2b-table-check, .b2b-table-bulk, :has(.b2b-table-sort)) { display: none; }
  .b2b-table-wrap--cards .b2b-table-bulk { flex: 1 1 auto; }
  .b2b-table-wrap--cards .b2b-table-row {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    align-items: center;
    gap: calc(${space} / 2) ${space};
    padding: ${space} 0;
    border-bottom: 1px solid ${border};
  }
  .b2b-table-wrap--cards .b2b-table-row > * { position: static; border: 0; padding: 0; min-width: 0; text-align: start !important; }
  .b2b-table-wrap--cards .b2b-table-row > .b2b-table-check { grid-column: 1; grid-row: 1 / span 20; align-self: start; padding-top: 2px; }
  .b2b-table-wrap--cards .b2b-table-row > :not(.b2b-table-check) { grid-column: 2; }
  .b2b-table-wrap--cards .b2b-table-card-label { display: inline; color: ${muted}; }
  .b2b-table-wrap--cards .b2b-table-spacer, .b2b-table-wrap--cards .b2b-table-spacer td { display: block; }
}
`;
