import type { ByAreaRow } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';

/** By Store list columns (spec 2 §2): Store Name, Objective, Status, Region, District, Territory, Rep Name. */
export function byStoreColumns(t: TFunction): ColumnDef<ByAreaRow, unknown>[] {
  const C = (key: 'storeName' | 'objective' | 'status' | 'region' | 'district' | 'territory' | 'repName') =>
    t(`objectives.resultColumns.${key}`);
  const column = (id: string, header: string, cell: (row: ByAreaRow) => ReactNode): ColumnDef<ByAreaRow, unknown> => ({
    id,
    header,
    enableSorting: false,
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('store', C('storeName'), (r) => r.store.name),
    column('objective', C('objective'), (r) => <RouterLink to={paths.objective.url(r.objective.id)}>{r.objective.title}</RouterLink>),
    column('status', C('status'), (r) => r.statusLabel),
    column('region', C('region'), (r) => r.store.district.region.name),
    column('district', C('district'), (r) => r.store.district.name),
    column('territory', C('territory'), (r) => r.store.territory.name),
    column('rep', C('repName'), (r) => r.store.territory.manager?.name ?? ''),
  ];
}
