export { DataTable, type DataTableProps } from './data-table';
export { DataTableCards } from './data-table-cards';
export { DataTableGrid } from './data-table-grid';
export { DataTableToolbar } from './data-table-toolbar';
export { ListPagination } from './list-pagination';
export type { ListFilters } from './use-list-query';
