export { DataTable, type DataTableProps } from './data-table';
export type { ListFilters } from './use-list-query';
