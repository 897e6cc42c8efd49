import { memo, type ReactNode } from 'react';
import { CheckHit } from './CheckAll';
import { dataTableText } from './data-table-messages';
import type { Column, RowId } from './types';

interface RowCommon<Row> {
  id: RowId;
  /** 1-based position among all rows (virtualised tables render only some). */
  position: number;
  columns: readonly Column<Row>[];
  selectable: boolean;
  checked: boolean;
  onToggle: (id: RowId) => void;
  rowLabel?: (row: Row) => string;
  /** Given the row's element when rows are measured (cards of varying height). */
  measure?: (el: HTMLTableRowElement | null) => void;
}

function RowView<Row>({ id, position, row, columns, selectable, checked, onToggle, rowLabel, measure }: RowCommon<Row> & { row: Row }) {
  const className = checked ? 'b2b-table-row b2b-table-row--selected' : 'b2b-table-row';
  const checkLabel = rowLabel ? `${dataTableText('checkRow')}: ${rowLabel(row)}` : dataTableText('checkRow');
  return (
    <tr ref={measure} className={className} part="row" data-selected={checked || undefined} data-index={position - 1} aria-rowindex={position + 1}>
      {selectable && (
        <td className="b2b-table-check">
          <CheckHit>
            <input type="checkbox" className="b2b-table-checkbox" aria-label={checkLabel} checked={checked} onChange={() => onToggle(id)} />
          </CheckHit>
        </td>
      )}
      {columns.map((column): ReactNode => {
        const cellClass = ['b2b-table-cell', column.align === 'end' && 'b2b-table-cell--end', column.print === false && 'b2b-table-noprint'].filter(Boolean).join(' ');
        // data-col places the cell in a card; the label names it there, on screen only:
        // a screen reader names the cell by its column header already.
        const label = column.label && (
          <span className="b2b-table-card-label" aria-hidden="true">
            {column.label()}:{' '}
          </span>
        );
        return column.rowHeader ? (
          <th key={column.id} scope="row" className={cellClass} part="cell" data-col={column.id}>
            {label}
            {/* The box that holds the name to its column's width on a phone (data-table.css.ts). */}
            <span className="b2b-table-name">{column.cell(row)}</span>
          </th>
        ) : (
          <td key={column.id} className={cellClass} part="cell" data-col={column.id}>
            {label}
            {/* With a label beside it, the value keeps an element of its own: its text is the cell's. */}
            {label ? <span className="b2b-table-card-value">{column.cell(row)}</span> : column.cell(row)}
          </td>
        );
      })}
    </tr>
  );
}

/** A row whose data came in the rows array: re-renders when that object (or its checkbox) changes. */
export const DataRow = memo(function DataRow<Row>(props: RowCommon<Row> & { row: Row }) {
  return <RowView {...props} />;
}) as <Row>(props: RowCommon<Row> & { row: Row }) => ReactNode;

/** A row that reads its own data through useRow(id): a store change to one row re-renders that row only. */
export const StoreRow = memo(function StoreRow<Row>({ useRow, ...props }: RowCommon<Row> & { useRow: (id: RowId) => Row }) {
  const row = useRow(props.id);
  return <RowView {...props} row={row} />;
}) as <Row>(props: RowCommon<Row> & { useRow: (id: RowId) => Row }) => ReactNode;
