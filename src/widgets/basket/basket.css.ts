import { VIRTUALIZE_ABOVE } from '../../ui/data-table';
import { bg, border, controlSize, danger, muted, primary, radius, space, success } from '../../ui/styles/tokens';

/** The delivery form's height at the portal's width with the default choice (a skeleton stands in for it while it loads). */
const DELIVERY_HEIGHT = 372;
/** The virtualised table's scroll box (BasketTable's maxHeight). */
export const TABLE_VIEWPORT = 600;

const warning = 'var(--b2b-color-warning, #8a5a00)';

/** <b2b-basket>: the table page of the basket. Classes prefixed b2b-basket-. */
export const basketCss = /* css */ `
:host { display: block; }
.b2b-basket-body { display: grid; gap: calc(${space} * 2); }
.b2b-basket-choice { display: flex; flex-wrap: wrap; gap: ${space} calc(${space} * 2); align-items: end; }
.b2b-basket-contract { flex: 2 1 288px; }
.b2b-basket-warehouse { flex: 1 1 192px; }
.b2b-basket-choice-status { flex-basis: 100%; margin: 0; color: ${muted}; }
.b2b-basket-choice-status:empty { display: none; }
.b2b-basket-choice > .b2b-alert { flex-basis: 100%; }

/*
 * Loading (BasketSkeleton): the boxes of what will arrive, measured on the
 * reference portal (1200px column, default theme). How many lines there are
 * is known to the host page before the widget loads (the server renders
 * style="--b2b-basket-lines: N" on the tag); without it, five. The page's
 * styles.css reserves the same boxes for the tag before it is defined.
 *   n = 0:        the empty state (126.9px)
 *   n = 1..${VIRTUALIZE_ABOVE}:   the table, a 35.1px head and 57px rows, then the totals
 *                 (57.5px), the delivery form (${DELIVERY_HEIGHT}px) and the buttons (40.5px)
 *   n > ${VIRTUALIZE_ABOVE}:      the same with the virtualised table's ${TABLE_VIEWPORT}px scroll box
 * has = min(n, 1) and long = clamp(0, n - ${VIRTUALIZE_ABOVE}, 1) are 0 or 1 for a whole n:
 * CSS arithmetic picks the case, so no script needs the number.
 */
.b2b-basket-body {
  --b2b-basket-n: var(--b2b-basket-lines, 5);
  --b2b-basket-has: min(var(--b2b-basket-n), 1);
  --b2b-basket-long: clamp(0, var(--b2b-basket-n) - ${VIRTUALIZE_ABOVE}, 1);
}
.b2b-basket-skeleton-control { display: block; height: ${controlSize}; }
.b2b-basket-choice .b2b-skeleton-line { width: 6em; }
.b2b-basket-skeleton-lines {
  display: grid; gap: 8px; align-content: start; overflow: hidden;
  height: calc(
    var(--b2b-basket-has) * ((1 - var(--b2b-basket-long)) * (35.1px + var(--b2b-basket-n) * 57px) + var(--b2b-basket-long) * ${TABLE_VIEWPORT}px)
    + (1 - var(--b2b-basket-has)) * 126.9px
  );
}
.b2b-basket-skeleton-head { height: 27px; }
.b2b-basket-skeleton-row { height: 49px; }
/* Totals, delivery and buttons with the body's gaps between them; nothing for an empty basket. */
.b2b-basket-skeleton-rest { height: calc(var(--b2b-basket-has) * (57.5px + 16px + ${DELIVERY_HEIGHT}px + 16px + 40.5px)); margin-top: calc(var(--b2b-basket-has) * 16px); }
.b2b-basket-delivery-skeleton { display: block; height: ${DELIVERY_HEIGHT}px; }

.b2b-basket-picture {
  display: block;
  width: 48px; height: 48px;
  object-fit: contain;
  border-radius: ${radius};
  background: ${bg};
}
.b2b-basket-header { display: block; }
.b2b-basket-params { display: block; font-size: 0.9em; color: ${muted}; }
.b2b-basket-qnt { display: grid; gap: calc(${space} / 2); justify-items: start; }
.b2b-basket-qnt[data-pending] .b2b-counter-input { color: ${muted}; }
.b2b-basket-line-error { margin: 0; font-size: 0.9em; color: ${danger}; }
.b2b-basket-line-retry { margin-inline-start: calc(${space} / 2); padding: 0; border: 0; background: none; color: ${primary}; text-decoration: underline; cursor: pointer; }
.b2b-basket-stock { display: grid; justify-items: end; }
.b2b-basket-stock--none, .b2b-basket-stock--short { color: ${warning}; }
.b2b-basket-stock-note { font-size: 0.85em; }

.b2b-basket-totals {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space};
  padding-block: ${space};
  border-bottom: 1px solid ${border};
}
.b2b-basket-total { margin: 0; display: flex; flex-wrap: wrap; gap: calc(${space} * 2); }
.b2b-basket-total-sum { font-weight: 600; font-size: 1.15em; }

.b2b-basket-delivery { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: calc(${space} * 1.5); }
.b2b-basket-legend { padding: 0; margin-bottom: ${space}; font-weight: 600; font-size: 1.15em; }
.b2b-basket-delivery-grid { display: grid; gap: calc(${space} * 1.5); grid-template-columns: repeat(auto-fill, minmax(256px, 1fr)); }
.b2b-basket-availability { margin: 0; padding: 0; border: 0; display: grid; gap: calc(${space} / 2); }
.b2b-basket-availability legend { padding: 0; margin-bottom: calc(${space} / 2); }
/* The label is the choice's target (its radio alone is 13px): at least 24px (WCAG 2.5.8) without
   moving the form (the delivery skeleton has its height), and a control's height for a finger. */
.b2b-basket-radio { display: flex; gap: ${space}; align-items: center; padding-block: 2px; margin-block: -2px; cursor: pointer; }
@media (pointer: coarse) { .b2b-basket-radio { min-height: ${controlSize}; padding-block: 0; margin-block: 0; } }
.b2b-basket-radio input { accent-color: ${primary}; }
.b2b-basket-comment textarea { resize: vertical; }

.b2b-basket-actions { display: grid; gap: ${space}; }
.b2b-basket-buttons { display: flex; flex-wrap: wrap; gap: ${space}; justify-content: flex-end; }
.b2b-basket-stopped { margin: 0; color: ${danger}; text-align: end; }

.b2b-basket-done {
  display: grid; gap: calc(${space} / 2);
  padding: calc(${space} * 1.5);
  border: 1px solid ${success}; border-left-width: 4px; border-radius: ${radius};
}
.b2b-basket-done:focus { outline: none; }
.b2b-basket-done:focus-visible { outline: 2px solid ${primary}; outline-offset: 2px; }
.b2b-basket-done p { margin: 0; }
.b2b-basket-done-links { display: flex; flex-wrap: wrap; gap: calc(${space} / 2) calc(${space} * 2); }
.b2b-basket-done-title { font-weight: 600; color: ${success}; font-size: 1.15em; }
`;
