export { DataTable, VIRTUALIZE_ABOVE, type DataTableProps } from './DataTable';
export { useCheckedRows } from './use-checked-rows';
export { useVirtualRows } from './use-virtual-rows';
export type { Column, RowId, RowsSource, StoreSource } from './types';
export { dataTableCss } from './data-table.css';
export { CARDS_BELOW, dataTableCardsCss } from './data-table-cards.css';
