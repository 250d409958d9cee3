import { byAreaRowSchema } from '@fieldops/contract';
import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useNotify } from '../../../components/notification-bar';
import { ByStoreFilters } from '../by-store/by-store-filters';
import { byStoreColumns } from '../by-store/by-store-columns';
import { ByStoreGallery } from '../by-store/by-store-gallery';
import { byAreaQuery, useByStoreFilter } from '../by-store/use-by-store-filter';
import { ObjectivesNav } from '../components/objectives-nav';
import { ViewModeToggle, type ViewMode } from '../components/view-mode-toggle';

/**
 * /objective/by-store (roles 1 and 2): objective results by area with cascading filters, as a
 * list or, for one store, as a photo gallery.
 */
export function ByStorePage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const filter = useByStoreFilter();
  const [mode, setMode] = useState<ViewMode>('list');
  const query = byAreaQuery(filter.applied);

  const changeMode = (next: ViewMode) => {
    if (next === 'gallery') {
      // The gallery shows one store's photos: refuse without one (spec 2 §5).
      if (!filter.draft.storeID) {
        notify({ message: t('objectives.selectStoreToContinue'), severity: 'warning' });
        return;
      }
      filter.apply();
    }
    setMode(next);
  };

  return (
    <Stack spacing={2}>
      <ObjectivesNav current="byStore" />
      <ByStoreFilters
        filter={{
          ...filter,
          reset: () => {
            filter.reset();
            setMode('list');
          },
          apply: () => {
            filter.apply();
            if (!filter.draft.storeID) setMode('list');
          },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ViewModeToggle value={mode} onChange={changeMode} />
      </Box>
      {mode === 'gallery' && query.storeID ? (
        <ByStoreGallery query={query} />
      ) : (
        <DataTable
          endpoint="/objective/byArea"
          rowSchema={byAreaRowSchema}
          columns={byStoreColumns(t)}
          filters={query}
          getRowId={(row) => String(row.id)}
          label={t('objectives.byStorePage.title')}
          title={t('objectives.byStorePage.title')}
        />
      )}
    </Stack>
  );
}
