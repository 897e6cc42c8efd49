import { memo, type ReactNode } from 'react';
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
}

function RowView<Row>({ id, position, row, columns, selectable, checked, onToggle, rowLabel }: RowCommon<Row> & { row: Row }) {
  const className = checked ? 'b2b-table-row b2b-table-row--selected' : 'b2b-table-row';
  const checkLabel = rowLabel ? `${dataTableText('checkRow')}: ${rowLabel(row)}` : dataTableText('checkRow');
  return (
    <tr className={className} part="row" data-selected={checked || undefined} aria-rowindex={position + 1}>
      {selectable && (
        <td className="b2b-table-check">
          <input type="checkbox" className="b2b-table-checkbox" aria-label={checkLabel} checked={checked} onChange={() => onToggle(id)} />
        </td>
      )}
      {columns.map((column): ReactNode => {
        const cellClass = column.align === 'end' ? 'b2b-table-cell b2b-table-cell--end' : 'b2b-table-cell';
        return column.rowHeader ? (
          <th key={column.id} scope="row" className={cellClass} part="cell">
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id} className={cellClass} part="cell">
            {column.cell(row)}
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
