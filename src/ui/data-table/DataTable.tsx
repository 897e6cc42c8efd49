import { useMemo, useRef, type ReactNode } from 'react';
import { recordsSelected } from '../../core/format';
import type { SortState } from '../../core/rules/sort';
import { DataRow, StoreRow } from './DataRow';
import { TableHead } from './TableHead';
import type { Column, RowId, RowsSource, StoreSource } from './types';
import { CARDS_BELOW } from './data-table-cards.css';
import { useCheckedRows } from './use-checked-rows';
import { useNarrowBox } from './use-narrow-box';
import { useVirtualRows } from './use-virtual-rows';

/** Above this many rows the table renders only what is in view. */
export const VIRTUALIZE_ABOVE = 100;

interface DataTableCommon<Row> {
  /** Memoise it: a new array re-renders every row. */
  columns: readonly Column<Row>[];
  /** The table's accessible name; shown only with showCaption. */
  caption: string;
  showCaption?: boolean;
  sort?: SortState;
  /** Gets the next state of the sort cycle (nextSort) when a sortable title is clicked. */
  onSortChange?: (next: SortState) => void;
  /** Row checkboxes, check-all and the bulk-actions bar. */
  selectable?: boolean;
  /** Controlled checked rows; otherwise the table keeps them. */
  checkedIds?: ReadonlySet<RowId>;
  onCheckedChange?: (next: Set<RowId>) => void;
  /** Buttons of the bulk-actions bar, given the checked ids. */
  bulkActions?: (checked: ReadonlySet<RowId>) => ReactNode;
  /** Names a row in its checkbox label: 'Выбрать строку: Болт М8'. */
  rowLabel?: (row: Row) => string;
  /** Shown instead of rows when there are none. */
  emptyText?: ReactNode;
  virtualizeAbove?: number;
  /** Estimated row height in px for virtualisation. */
  rowHeight?: number;
  /** Height in px of the scrolling area of a virtualised table. */
  maxHeight?: number;
  /**
   * Rows become cards where the table's own box is narrower than CARDS_BELOW
   * (a phone): no sideways scrolling. A table opts in by giving its columns a
   * label (the widget adopts dataTableCardsCss); this is the card's height
   * (px) a virtualised table expects before it measures one (default
   * rowHeight). Without labels or this the table keeps its columns and
   * scrolls sideways.
   */
  cardHeight?: number;
  className?: string;
}

export type DataTableProps<Row> = DataTableCommon<Row> & (RowsSource<Row> | StoreSource<Row>);

/**
 * A real <table>: sortable titles with aria-sort, row checkboxes with a
 * check-all, a bulk-actions bar, and virtualisation for long lists
 * (spacer rows keep the table semantics; aria-rowcount/rowindex tell screen
 * readers the true size).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    columns, caption, showCaption, sort, onSortChange, selectable = false, checkedIds, onCheckedChange,
    bulkActions, rowLabel, emptyText, virtualizeAbove = VIRTUALIZE_ABOVE, rowHeight = 44, maxHeight = 480, cardHeight, className,
  } = props;
  const rows = 'rows' in props ? props.rows : null;
  const getRowId = 'rows' in props ? props.getRowId : null;
  const storeIds = 'rowIds' in props ? props.rowIds : null;
  const useRow = 'useRow' in props ? props.useRow : null;
  const ids = useMemo(() => (rows && getRowId ? rows.map(getRowId) : (storeIds ?? [])), [rows, getRowId, storeIds]);

  const checks = useCheckedRows(ids, checkedIds, onCheckedChange);
  const virtual = ids.length > virtualizeAbove;
  const wrapRef = useRef<HTMLDivElement>(null);
  // A list whose columns name themselves (a widget's lists built by a block: the
  // account's, favourites) is one of cards as the basket is, with no prop to pass down.
  const cardsOn = cardHeight !== undefined || columns.some((column) => column.label);
  const cards = useNarrowBox(wrapRef, CARDS_BELOW, cardsOn && virtual);
  const { scrollRef, slice, measureRow } = useVirtualRows(ids.length, {
    enabled: virtual,
    rowHeight: cards ? (cardHeight ?? rowHeight) : rowHeight,
    viewportHeight: maxHeight,
    measure: cards,
  });
  const indexes = slice ? slice.indexes : ids.map((_, i) => i);
  const colCount = columns.length + (selectable ? 1 : 0);

  const renderRow = (index: number) => {
    const id = ids[index]!;
    const common = { id, position: index + 1, columns, selectable, checked: checks.checked.has(id), onToggle: checks.toggle, rowLabel, measure: measureRow };
    return rows ? <DataRow<Row> key={id} {...common} row={rows[index]!} /> : <StoreRow<Row> key={id} {...common} useRow={useRow!} />;
  };

  return (
    <div ref={wrapRef} className={['b2b-table-wrap', cardsOn && 'b2b-table-wrap--cards', className].filter(Boolean).join(' ')} part="table-wrap">
      <div
        ref={scrollRef}
        className="b2b-table-scroll"
        style={virtual ? { maxHeight } : undefined}
        // A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable).
        {...(virtual && { tabIndex: 0, role: 'region', 'aria-label': caption })}
      >
        <table className={selectable ? 'b2b-table b2b-table--selectable' : 'b2b-table'} part="table" aria-rowcount={virtual ? ids.length + 1 : undefined}>
          <caption className={showCaption ? 'b2b-table-caption' : 'b2b-visually-hidden'}>{caption}</caption>
          <TableHead
            columns={columns}
            selectable={selectable}
            sort={sort}
            onSortChange={onSortChange}
            checkedCount={checks.count}
            all={checks.all}
            some={checks.some}
            onToggleAll={checks.toggleAll}
            bulkActions={selectable && checks.count > 0 ? bulkActions?.(checks.checked) : null}
            cards={cardsOn}
          />
          <tbody className="b2b-table-body">
            {slice && slice.paddingTop > 0 && (
              <tr aria-hidden="true" className="b2b-table-spacer">
                <td colSpan={colCount} style={{ height: slice.paddingTop }} />
              </tr>
            )}
            {indexes.map(renderRow)}
            {slice && slice.paddingBottom > 0 && (
              <tr aria-hidden="true" className="b2b-table-spacer">
                <td colSpan={colCount} style={{ height: slice.paddingBottom }} />
              </tr>
            )}
            {ids.length === 0 && emptyText && (
              <tr>
                <td colSpan={colCount} className="b2b-table-empty">
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div role="status" className="b2b-visually-hidden">
        {selectable && checks.count > 0 ? recordsSelected(checks.count) : ''}
      </div>
    </div>
  );
}
