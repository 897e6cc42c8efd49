import { useId, useRef } from 'react';
import { t } from '../../core/messages/fast-order-lines';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { itemKey, stockIn, type OrderItem } from './order-items';
import { isRowReady, rowItem, rowProblem, setProducts, type PasteRow } from './pasted-rows';
import { PriceText } from './PriceText';
import { ColumnTitles } from '../../ui/ColumnTitles';
import { useAdoptedCss } from '../../ui/StyleRoot';
import { pastedLinesCss } from './pasted-lines.css';

const css = [pastedLinesCss];

export interface PastedLinesProps {
  rows: readonly PasteRow[];
  warehouse: number | null;
  adding: boolean;
  addError: string | null;
  /** Stop-orders contract: nothing can be added. */
  disabled: boolean;
  onQuantity(line: number, text: string): void;
  onChoose(line: number, key: string | null): void;
  onRetryRow(line: number): void;
  onAdd(): void;
  /** «Повторить» under a failed add; absent when adding again cannot help (a refusal). */
  onRetryAdd?: () => void;
  onClear(): void;
}

function optionLabel(item: OrderItem, warehouse: number | null): string {
  const stock = stockIn(item, warehouse);
  return `${item.articul} — ${item.header} (${stock > 0 ? t('fastOrderStock', { n: stock }) : t('fastOrderNoStock')})`;
}

function RowProduct({ row, warehouse, onChoose }: { row: PasteRow; warehouse: number | null; onChoose: PastedLinesProps['onChoose'] }) {
  const selectId = useId();
  if (row.match.kind === 'unclear') {
    // Unclear lines are offered in place: the user picks the product right here.
    return (
      <>
        <label htmlFor={selectId} className="b2b-visually-hidden">
          {t('fastOrderLineChoose')}, {t('fastOrderLineNo', { n: row.line })}
        </label>
        <select
          id={selectId}
          className="b2b-fast-order-select b2b-fast-order-line-select"
          value={row.match.chosen ?? ''}
          onChange={(e) => onChoose(row.line, e.target.value || null)}
        >
          <option value="">{t('fastOrderLineChoose')}</option>
          {row.match.candidates.map((c) => (
            <option key={itemKey(c)} value={itemKey(c)}>
              {optionLabel(c, warehouse)}
            </option>
          ))}
        </select>
      </>
    );
  }
  const item = rowItem(row);
  if (!item) return null;
  return (
    <>
      <span>{item.header}</span> <PriceText value={item.price} />
    </>
  );
}

/**
 * The review table of pasted spreadsheet lines: what each line became, what
 * is still wrong with it and why, with the fix in place (choose a product,
 * change the quantity, retry a failed search), and one button that adds every
 * ready line in one processProductSet call. Its rules come with it (the
 * form's page does not load them).
 */
export function PastedLines(props: PastedLinesProps) {
  const { rows, warehouse, adding, addError, disabled } = props;
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  useAdoptedCss(box, css);
  const ready = setProducts(rows).length;
  const readyRows = rows.filter(isRowReady).length;
  const resolving = rows.filter((r) => r.match.kind === 'resolving').length;
  const progress = resolving > 0 ? t('fastOrderLinesResolving', { done: rows.length - resolving, total: rows.length }) : '';
  // Announced once every line is resolved, not on each of fifty steps of progress.
  const summary = resolving > 0 ? '' : t('fastOrderLinesSummary', { total: rows.length, ready: readyRows, left: rows.length - readyRows });

  return (
    <section ref={box} className="b2b-fast-order-lines" part="lines" aria-labelledby={titleId}>
      <h3 id={titleId} className="b2b-fast-order-lines-title">
        {t('fastOrderLinesTitle')}
      </h3>
      {progress && (
        <p className="b2b-fast-order-lines-summary" aria-busy="true">
          {progress}
        </p>
      )}
      <p className="b2b-fast-order-lines-summary" role="status">
        {summary}
      </p>
      <div className="b2b-fast-order-lines-scroll">
        <table className="b2b-fast-order-lines-table" part="lines-table" aria-labelledby={titleId}>
          <ColumnTitles titles={[t('fastOrderLineCode'), t('fastOrderLineProduct'), t('fastOrderQuantityLabel'), t('fastOrderLineStatus')]} />
          <tbody>
            {rows.map((row) => {
              const problem = rowProblem(row);
              const state = row.match.kind === 'resolving' ? 'resolving' : problem ? 'problem' : 'ready';
              return (
                <tr key={row.line} className="b2b-fast-order-line" data-state={state}>
                  <th scope="row">
                    <span className="b2b-visually-hidden">{t('fastOrderLineNo', { n: row.line })}: </span>
                    {row.code || '—'}
                    <div className="b2b-fast-order-line-raw">{row.raw}</div>
                  </th>
                  <td>
                    <RowProduct row={row} warehouse={warehouse} onChoose={props.onChoose} />
                  </td>
                  <td>
                    {/* Seen where the column titles are hidden (a phone-wide widget); the field's own name says it. */}
                    <span className="b2b-fast-order-line-qnt-label" aria-hidden="true">
                      {t('fastOrderQuantityLabel')}
                    </span>
                    <input
                      className="b2b-fast-order-input b2b-fast-order-line-qnt"
                      inputMode="decimal"
                      aria-label={t('fastOrderLineQuantity', { n: row.line })}
                      value={row.qntText}
                      onChange={(e) => props.onQuantity(row.line, e.target.value)}
                    />
                  </td>
                  <td className="b2b-fast-order-line-status">
                    {problem ?? row.notice ?? t('fastOrderLineReady')}
                    {row.match.kind === 'failed' && row.match.retryable && (
                      <>
                        {' '}
                        <Button small variant="link" onClick={() => props.onRetryRow(row.line)}>
                          {t('retry')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {addError && <Alert tone="error" onRetry={props.onRetryAdd}>{addError}</Alert>}
      <div className="b2b-fast-order-lines-actions">
        <Button variant="primary" disabled={disabled || adding || ready === 0} aria-busy={adding || undefined} onClick={props.onAdd}>
          {t('fastOrderLinesAdd', { n: ready })}
        </Button>
        <Button onClick={props.onClear}>{t('fastOrderLinesClear')}</Button>
      </div>
    </section>
  );
}
