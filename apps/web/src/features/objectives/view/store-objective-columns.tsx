import type { StoreObjective } from '@fieldops/contract';
import { Link } from '@mui/material';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';

interface ColumnOptions {
  t: TFunction;
  /** The table across objectives (by status) names the objective of each row. */
  withObjective: boolean;
  onOpen: (row: StoreObjective) => void;
}

/** Store-objective columns; ids are the server's sort keys (STORE_OBJECTIVE_SORTS). */
export function storeObjectiveColumns({ t, withObjective, onOpen }: ColumnOptions): ColumnDef<StoreObjective, unknown>[] {
  const C = (key: 'storeName' | 'storeNumber' | 'objective' | 'status' | 'region' | 'district' | 'territory' | 'repName' | 'updated') =>
    t(`objectives.resultColumns.${key}`);
  const column = (
    id: string,
    header: string,
    cell: (row: StoreObjective) => ReactNode,
    enableSorting = true,
  ): ColumnDef<StoreObjective, unknown> => ({
    id,
    header,
    enableSorting,
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('store', C('storeName'), (r) => (
      <Link
        component="button"
        type="button"
        onClick={() => onOpen(r)}
        aria-label={t('objectives.view.openResult', { store: r.store.name })}
        sx={{ fontWeight: 600, textAlign: 'left' }}
      >
        {r.store.name}
      </Link>
    )),
    column('storeNumber', C('storeNumber'), (r) => r.store.storeNumber),
    ...(withObjective
      ? [
          column(
            'objective',
            C('objective'),
            (r) => <RouterLink to={paths.objective.url(r.objective.id)}>{r.objective.title}</RouterLink>,
            false,
          ),
        ]
      : []),
    column('status', C('status'), (r) => r.statusLabel),
    column('region', C('region'), (r) => r.store.region.name),
    column('district', C('district'), (r) => r.store.district.name),
    column('territory', C('territory'), (r) => r.store.territory.name),
    column('rep', C('repName'), (r) => r.store.user?.name ?? '', false),
    column('updated_at', C('updated'), (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(r.updated_at)}</span>),
  ];
}
