import { bg, border, muted, space, tint } from '../styles/tokens';

/**
 * Under this width of the table's own box (px) a table whose columns have
 * labels (or drawn with cardHeight) shows its rows as cards. Above the widest
 * list's columns at their narrowest (the orders' 864 px, the basket's 769 px
 * with the portal's data), so a tablet's column (748 px at 768, 718 px beside
 * the sidebar at 1024) gets cards rather than a table scrolling sideways; a
 * desktop's column (924 px) keeps the table. On a screen only: paper (an A4
 * page, 794 px wide) keeps the table, which print's rules fit to the page
 * (data-table.css.ts) with a row to a line.
 */
export const CARDS_BELOW = 880;

/**
 * Rows as cards in a narrow box (a phone): no column runs off to the right,
 * each row's cells stack in one card, each cell named by its column's label,
 * a word too long for the card's width (a long e-mail) the only one broken,
 * the check box at the card's start (a column's label shows only here: a
 * table that gives its columns labels adopts this sheet). The head keeps only what acts on the
 * rows: the check-all, the sort buttons and the bulk-actions bar. A widget
 * that opts in (its columns' labels) adopts this sheet and may place its
 * cells with grid areas named after the column ids (data-col).
 */
export const dataTableCardsCss = /* css */ `
.b2b-table-card-label, .b2b-table-check-all-text { display: none; }
@media screen { @container (width < ${CARDS_BELOW}px) {
  .b2b-table-wrap--cards .b2b-table-scroll { overflow-x: hidden; scroll-padding-left: 0; }
  .b2b-table-wrap--cards :is(.b2b-table, .b2b-table-body, .b2b-table-head) { display: block; }
  /* The head stays at the top of a box of cards that scrolls (a long basket's), as the table's
     titles do: a card checked among 2,000 has «Удалить отмеченные» in view, not 150,000px up. */
  .b2b-table-wrap--cards .b2b-table-head { position: sticky; top: 0; z-index: 2; background: ${bg}; }
  .b2b-table-wrap--cards .b2b-table-head tr { display: flex; flex-wrap: wrap; align-items: center; gap: calc(${space} / 2) ${space}; border-bottom: 2px solid ${border}; }
  .b2b-table-wrap--cards .b2b-table-head th { position: static; border: 0; padding: calc(${space} / 2); }
  /* A title that cannot sort says nothing a card's label does not. */
  .b2b-table-wrap--cards .b2b-table-head th:not(.b2b-table-check, .b2b-table-bulk, :has(.b2b-table-sort)) { display: none; }
  .b2b-table-wrap--cards .b2b-table-bulk { flex: 1 1 auto; }
  /* The bar stays beside the check-all box, its buttons wrapping inside it, not under the box. */
  .b2b-table-wrap--cards .b2b-table-head .b2b-table-bulk { flex-basis: 0; min-width: 0; }
  /* The check-all box in line with the cards' boxes; alone above the cards (no sort buttons, no
     bulk bar yet), it says what it does. */
  .b2b-table-wrap--cards .b2b-table-head .b2b-table-check { height: auto; padding: 0; text-align: start !important; }
  .b2b-table-wrap--cards .b2b-table-head tr:not(.b2b-table-bulk-row, :has(.b2b-table-sort)) .b2b-table-check { width: auto; }
  .b2b-table-wrap--cards .b2b-table-head tr:not(.b2b-table-bulk-row, :has(.b2b-table-sort)) .b2b-table-check-all-text { display: inline; }
  .b2b-table-wrap--cards .b2b-table-check-all { gap: ${space}; font-weight: 400; }
  /* Each box at the cards' start edge, its target reaching to the right over its column. */
  .b2b-table-wrap--cards .b2b-table-check-hit { justify-content: flex-start; min-width: var(--b2b-table-check-width); }
  .b2b-table-wrap--cards .b2b-table-row {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    align-items: center;
    gap: calc(${space} / 2) ${space};
    padding: ${space} 0;
    border-bottom: 1px solid ${border};
    /* A card lays itself out alone: a «+» that changes a card's quantity and sum lays out that
       card, not the whole box of cards (2,000 lines on a phone at 4x CPU: about 140 ms from the tap to
       the next paint without it, about 75 ms with it). Not paint: that would clip a focus ring. */
    contain: layout style;
  }
  .b2b-table-wrap--cards .b2b-table-row > * { position: static; border: 0; padding: 0; min-width: 0; text-align: start !important; overflow-wrap: break-word; }
  .b2b-table-wrap--cards .b2b-table-row > .b2b-table-check { grid-column: 1; grid-row: 1; align-self: start; height: auto; }
  /* A card's box sits on its first line of text, level with it; its target (24px, 44px to a
     finger) reaches above and below that line, over the card's padding, and takes no more room
     in the card than the line (a card of one line does not grow for it). */
  .b2b-table-wrap--cards .b2b-table-row .b2b-table-check-hit { height: auto; margin-block: calc((1.45em - var(--b2b-table-hit)) / 2); }
  .b2b-table-wrap--cards .b2b-table-row > :not(.b2b-table-check) { grid-column: 2; }
  /* The row's name (its key: a number, a company) heads the card. */
  .b2b-table-wrap--cards .b2b-table-row > th { font-weight: 600; }
  /* A checked card is tinted whole, gaps and all: nothing in it is pinned any more. */
  .b2b-table-wrap--cards .b2b-table-row--selected { background: ${tint}; }
  .b2b-table-wrap--cards .b2b-table .b2b-table-row--selected > * { background: none; }
  /* No check boxes (a report): the check box's track takes no room. :where keeps this as
     weak as the card's own rule, so a widget's grid of the card (later) still wins. */
  .b2b-table-wrap--cards :where(.b2b-table:not(.b2b-table--selectable)) .b2b-table-row { grid-template-columns: 0 minmax(0, 1fr); column-gap: 0; }
  .b2b-table-wrap--cards .b2b-table-card-label { display: inline; color: ${muted}; }
  /* A label with nothing after it (no delivery date yet) says nothing: the cell goes. */
  .b2b-table-wrap--cards .b2b-table-row > :has(> .b2b-table-card-value:empty) { display: none; }
  .b2b-table-wrap--cards .b2b-table-spacer, .b2b-table-wrap--cards .b2b-table-spacer td { display: block; }
} }
`;
