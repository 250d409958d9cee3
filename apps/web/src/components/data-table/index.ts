export { DataTable, type DataTableProps } from './data-table';
export { ListPagination } from './list-pagination';
export type { ListFilters } from './use-list-query';
