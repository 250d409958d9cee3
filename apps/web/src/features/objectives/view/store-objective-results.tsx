import { storeObjectiveSchema, type StoreObjective } from '@fieldops/contract';
import { Box, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ListFilters } from '../../../components/data-table';
import { ViewModeToggle, type ViewMode } from '../components/view-mode-toggle';
import { StoreResultDialog } from '../result/store-result-dialog';
import { StatusSelect } from './status-select';
import { storeObjectiveColumns } from './store-objective-columns';
import { StoreObjectiveGallery } from './store-objective-gallery';

interface StoreObjectiveResultsProps {
  status: string;
  onStatusChange: (status: string) => void;
  /** objectiveID, regionID, startDate of GET /store_objective/status/{status}/list. */
  filters: ListFilters;
  withObjective: boolean;
  title: ReactNode;
  /** More buttons beside the status select (CSV summary). */
  actions?: ReactNode;
}

/** The store-objective-by-status table (or gallery); a row opens that store's result. */
export function StoreObjectiveResults({ status, onStatusChange, filters, withObjective, title, actions }: StoreObjectiveResultsProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ViewMode>('list');
  const [open, setOpen] = useState<StoreObjective | null>(null);
  const endpoint = `/store_objective/status/${encodeURIComponent(status)}/list`;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusSelect value={status} onChange={onStatusChange} />
        <ViewModeToggle value={mode} onChange={setMode} />
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{actions}</Box>
      </Box>
      {mode === 'gallery' ? (
        <StoreObjectiveGallery status={status} filters={filters} />
      ) : (
        <DataTable
          endpoint={endpoint}
          rowSchema={storeObjectiveSchema}
          columns={storeObjectiveColumns({ t, withObjective, onOpen: setOpen })}
          filters={filters}
          getRowId={(row) => String(row.id)}
          label={t('objectives.view.storeResults')}
          title={title}
          initialSort={[{ id: 'store', desc: false }]}
        />
      )}
      <StoreResultDialog
        target={open ? { storeID: open.storeID, objectiveID: open.objectiveID } : null}
        name={open?.store.name ?? ''}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
