import { storedProvinceName, type Contact } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { RowActions } from '../../../components/row-actions';
import { RowOpenLink } from '../../../components/row-open-link';

interface ColumnOptions {
  t: TFunction;
  /** The reader's language: the province is stored by its English name. */
  language: string;
  onView: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** NAME (a click opens the read-only Detail), PHONE, COMPANY, EMAIL, TRADE, PROVINCE, Actions — spec 3 §2. */
export function contactColumns({ t, language, onView, onEdit, onDelete }: ColumnOptions): ColumnDef<Contact, unknown>[] {
  return [
    {
      id: 'name',
      header: t('crm.columns.name'),
      cell: ({ row }) => (
        <RowOpenLink onOpen={() => onView(row.original)} noWrap>
          {row.original.name}
        </RowOpenLink>
      ),
    },
    {
      id: 'phone',
      header: t('crm.columns.phone'),
      cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.phone}</span>,
    },
    { id: 'company', header: t('crm.columns.company'), cell: ({ row }) => row.original.company },
    { id: 'email', header: t('crm.columns.email'), cell: ({ row }) => row.original.email ?? '' },
    { id: 'trade', header: t('crm.columns.trade'), cell: ({ row }) => row.original.trade.name },
    { id: 'province', header: t('crm.columns.province'), cell: ({ row }) => storedProvinceName(row.original.province, language) },
    {
      id: 'actions',
      header: t('masterData.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions name={row.original.name} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />
      ),
    },
  ];
}
