import type { TodayObjective } from '@fieldops/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/route-id';
import { prefetchStoreResults, StoreResultDialog } from '../../objectives';
import { invalidateToday, useTodayStore } from '../api/get-today';
import { OfflineNotice } from '../components/offline-notice';
import { StoreObjectiveList } from '../components/store-objective-list';
import { VisitPanel } from '../components/visit-panel';
import { VisitsTodayList } from '../components/visits-today-list';

/**
 * /today/{storeId}: one store of my day. Check in, open an objective (its result: photos,
 * comments, form answers, Complete or Not Completed), check out; my visits here today below.
 */
export function TodayStorePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { storeID } = useParams();
  const id = positiveId(storeID);
  const detail = useTodayStore(id);
  const [open, setOpen] = useState<TodayObjective | null>(null);
  const data = detail.data;
  // The results of the store's objectives are loaded with the store, so each opens without signal later.
  const loadedStore = data?.store.id;
  const objectiveIDs = data?.objectives.map((o) => o.objectiveID).join(',') ?? '';
  useEffect(() => {
    if (loadedStore === undefined || !objectiveIDs) return;
    void prefetchStoreResults(queryClient, loadedStore, objectiveIDs.split(',').map(Number));
  }, [queryClient, loadedStore, objectiveIDs]);

  const body = () => {
    if (id === null) return <Alert severity="error">{t('errors.notFound')}</Alert>;
    // Never loaded on this phone and no signal: its read waits for the network, so say so instead of loading for ever.
    if (!data && detail.fetchStatus === 'paused') return <OfflineNotice severity="warning" text={t('today.storeNotKept')} back />;
    // A refresh that fails without signal keeps the store on screen: the visit goes on offline.
    if (!data && detail.isError) return <Alert severity="error">{errorMessage(detail.error)}</Alert>;
    if (!data) return <LoadingLine />;
    return (
      <>
        <VisitPanel detail={data} />
        <StoreObjectiveList storeID={data.store.id} objectives={data.objectives} onOpen={setOpen} />
        <VisitsTodayList storeID={data.store.id} visits={data.visitsToday} />
        <StoreResultDialog
          target={open ? { storeID: data.store.id, objectiveID: open.objectiveID } : null}
          name={data.store.name}
          onClose={() => {
            setOpen(null);
            void invalidateToday(queryClient);
          }}
        />
      </>
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <IconButton component={Link} to={paths.today.url()} aria-label={t('today.title')} sx={{ ml: -1 }}>
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {data?.store.name ?? t('today.title')}
          </Typography>
          {data && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              #{data.store.storeNumber} · {data.store.addressLine1}, {data.store.city}
            </Typography>
          )}
        </Box>
      </Box>
      {body()}
    </Stack>
  );
}
