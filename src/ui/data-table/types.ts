import type { ReactNode } from 'react';

export type RowId = string | number;

export interface Column<Row> {
  /** Unique among the table's columns. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Field name for sorting (spec 4: articul, header, price, price_rrc); absent: not sortable. */
  sortField?: string;
  /** This column's cells name their row (th scope=row), e.g. the product name. */
  rowHeader?: boolean;
  /** Numbers align to the end. */
  align?: 'start' | 'end';
  /** false: left out of a printed page, as the check boxes are (buttons, a picture): an A4 page has room for the data. */
  print?: boolean;
  /**
   * The column's name as text, shown before each cell where rows are cards
   * (dataTableCardsCss; a function: messages may change after load). A table
   * whose columns have labels shows its rows as cards in a narrow box.
   */
  label?: () => string;
  /** CSS width of the column, e.g. '128px' (px, not rem: ui/styles/tokens.ts says why). */
  width?: string;
}

/** Rows given as data: fine for small, local tables. */
export interface RowsSource<Row> {
  rows: readonly Row[];
  getRowId: (row: Row) => RowId;
}

/**
 * Rows given as ids plus a hook that reads one row: each row subscribes to
 * its own data (e.g. a zustand selector), so a change to one row re-renders
 * that row only. `useRow` must be the same function on every render.
 */
export interface StoreSource<Row> {
  rowIds: readonly RowId[];
  useRow: (id: RowId) => Row;
}
