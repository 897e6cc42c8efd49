import { useRef, type ReactNode } from 'react';
import { recordsSelected } from '../../core/format';
import { nextSort, type SortState } from '../../core/rules/sort';
import { CheckAll } from './CheckAll';
import { dataTableText } from './data-table-messages';
import { SortButton } from './SortButton';
import type { Column } from './types';
import { usePinnedOffset } from './use-pinned-offset';

interface TableHeadProps<Row> {
  columns: readonly Column<Row>[];
  selectable: boolean;
  sort: SortState | undefined;
  onSortChange: ((next: SortState) => void) | undefined;
  checkedCount: number;
  all: boolean;
  some: boolean;
  onToggleAll: () => void;
  /** The bulk action buttons, already rendered for the checked rows. */
  bulkActions: ReactNode;
  /** Rows may be cards (dataTableCardsCss): the check-all box says what it does beside it there. */
  cards?: boolean;
}

/** A title's classes: the name column is pinned as its cells are; a column not printed is not. */
function titleClass<Row>(column: Column<Row>): string | undefined {
  const classes = [column.align === 'end' && 'b2b-table-cell--end', column.rowHeader && 'b2b-table-pin', column.print === false && 'b2b-table-noprint'];
  return classes.filter(Boolean).join(' ') || undefined;
}

function ariaSort(sort: SortState | undefined, field: string) {
  if (!sort || sort.field !== field) return undefined;
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}

/**
 * The header row. Once a row is checked, the column titles give way to the
 * bulk-actions bar (spec 4) with 'Выбрано N записей'; the check-all box stays.
 */
export function TableHead<Row>({ columns, selectable, sort, onSortChange, checkedCount, all, some, onToggleAll, bulkActions, cards = false }: TableHeadProps<Row>) {
  const bulk = selectable && checkedCount > 0;
  const checkCell = useRef<HTMLTableCellElement>(null);
  usePinnedOffset(checkCell, selectable);
  const titles = columns.map((column) => (
    <th
      key={column.id}
      scope="col"
      className={titleClass(column)}
      style={column.width ? { width: column.width } : undefined}
      aria-sort={column.sortField ? ariaSort(sort, column.sortField) : undefined}
    >
      {column.sortField && onSortChange ? (
        <SortButton dir={sort?.field === column.sortField ? sort.dir : null} onClick={() => onSortChange(nextSort(sort ?? null, column.sortField!))}>
          {column.header}
        </SortButton>
      ) : (
        column.header
      )}
    </th>
  ));
  return (
    <thead className="b2b-table-head" part="header">
      <tr aria-rowindex={1} className={bulk ? 'b2b-table-bulk-row' : undefined}>
        {selectable && (
          <th ref={checkCell} scope="col" className="b2b-table-check">
            <CheckAll all={all} some={some} onToggle={onToggleAll}>
              {/* Its name stays the box's own (aria-label); the words only show it to the eye. */}
              {cards && (
                <span className="b2b-table-check-all-text" aria-hidden="true">
                  {dataTableText('checkAllShort')}
                </span>
              )}
            </CheckAll>
          </th>
        )}
        {bulk ? (
          <th scope="col" colSpan={columns.length} className="b2b-table-bulk" part="bulk-actions">
            <div className="b2b-table-bulk-bar">
              <span className="b2b-table-bulk-count">{recordsSelected(checkedCount)}</span>
              {bulkActions}
            </div>
          </th>
        ) : (
          titles
        )}
      </tr>
      {/* Printed, the bar's buttons and the check boxes go: the columns keep their titles. */}
      {bulk && <tr className="b2b-table-print-titles">{titles}</tr>}
    </thead>
  );
}
