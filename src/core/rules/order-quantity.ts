/**
 * The light part of the order-line rules (order-lines.ts): reading a quantity
 * as typed, and telling at a glance that a text cannot be order lines. Both
 * are needed before any paste or upload (a quantity field, the fast order's
 * paste), so they load with the cabinet; the parser itself loads on demand.
 */

/** Units people type after a quantity ('5 шт.', '10 уп', '3pcs'). */
const TRAILING_UNIT = /\s*(шт|штук[аи]?|ед|упак|уп|компл|кор|pcs|pc|ea)\.?$/i;
const SPACES = /[\s\u00A0\u202F\u2009]/g;
/** '1 000', '12 345,5': groups of exactly three digits after the first. */
const GROUPED = /^[-+]?\d{1,3}([\s\u00A0\u202F\u2009]\d{3})+([.,]\d+)?$/;
const PLAIN = /^[-+]?(\d+[.,]?\d*|[.,]\d+)$/;

/**
 * A quantity cell or field: '5', '2,5', '2.5', '1 000', '1 000,5', '5 шт.',
 * '1.000,5' / '1,000.5' (both separators: the last is the decimal one).
 * Anything else (text, '60 5', '') is null.
 */
export function parseOrderQuantity(text: string): number | null {
  let s = text.trim().replace(TRAILING_UNIT, '');
  if (s === '') return null;
  if (GROUPED.test(s)) s = s.replace(SPACES, '');
  else if (/\s/.test(s)) return null;
  if (s.includes(',') && s.includes('.')) {
    const decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.';
    s = s.split(decimal === ',' ? '.' : ',').join('');
  }
  if (!PLAIN.test(s) || (s.match(/[.,]/g)?.length ?? 0) > 1) return null;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * False when `text` cannot be order lines whatever the parser says: lines need
 * a line break or, on one line, a code and a quantity apart, and every
 * separator splitOrderLine knows (tab, ';', ',', spaces) is one of these. A
 * single code pasted into a field is such a text.
 */
export function mayHoldOrderLines(text: string): boolean {
  return /[\s;,]/.test(text.trim());
}
