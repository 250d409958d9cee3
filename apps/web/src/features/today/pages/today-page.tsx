import { orderDayStores } from '@fieldops/contract';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../../../components/loading-line';
import { errorMessage } from '../../../lib/api-client';
import { useOnline } from '../../../lib/use-online';
import { useToday } from '../api/get-today';
import { prefetchDayStores } from '../api/prefetch-day';
import { OfflineNotice } from '../components/offline-notice';
import { OpenVisitBanner } from '../components/open-visit-banner';
import { PendingVisitBanner } from '../components/pending-visit-banner';
import { isPosition, usePosition } from '../components/position';
import { matchesStoreSearch } from '../components/store-search';
import { TodayStoreCard } from '../components/today-store-card';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * /today (reps and supervisors): the stores of my area with work this month, nearest first when
 * the phone gives a position (else by name, said quietly), a search, and my open visit. With
 * signal each listed store's page is loaded ahead, so it opens without; without signal the list
 * is the one loaded earlier, said so, and the search looks through it.
 */
export function TodayPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const online = useOnline();
  const position = usePosition();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const here = isPosition(position) ? position : null;
  // The list waits for the position (readPosition gives up after a few seconds), so it does not reorder under a finger.
  // Without signal the server cannot search: the whole list loaded earlier is asked for, and filtered here.
  const serverQ = online ? q : '';
  const today = useToday({ latitude: here?.latitude, longitude: here?.longitude, q: serverQ || undefined }, position !== null);
  // Without signal the list is the one kept, maybe loaded elsewhere: ordered, with its distances, from where the phone is now.
  const kept = today.data?.stores;
  const loaded = useMemo(() => (!kept ? [] : online || !here ? kept : orderDayStores(kept, here)), [kept, online, here]);
  const stores = serverQ === q ? loaded : loaded.filter((store) => matchesStoreSearch(store, q));
  const notKept = !today.data && today.fetchStatus === 'paused';

  const loadedIDs = online && !today.isPlaceholderData ? loaded.map((store) => store.id).join(',') : '';
  useEffect(() => {
    if (loadedIDs) void prefetchDayStores(queryClient, loadedIDs.split(',').map(Number));
  }, [queryClient, loadedIDs]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('today.title')}
      </Typography>
      {!online && today.data && <OfflineNotice severity="info" text={t('today.offlineList')} />}
      {today.data?.openVisit && <OpenVisitBanner visit={today.data.openVisit} />}
      <PendingVisitBanner />
      <TextField
        type="search"
        label={t('today.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="caption" color="text.secondary" data-testid="today-order">
        {position === null ? t('today.locating') : here ? t('today.byDistance') : t('today.byName')}
      </Typography>
      {(position === null || today.isFetching) && <LoadingLine />}
      {notKept && <OfflineNotice severity="warning" text={t('today.dayNotKept')} />}
      {today.isError && !today.data && !notKept && <Alert severity="error">{errorMessage(today.error)}</Alert>}
      {today.isSuccess && stores.length === 0 && (
        <Typography color="text.secondary">{q ? t('today.noMatch') : t('today.noStores')}</Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('today.title')}>
        {stores.map((store) => (
          <TodayStoreCard key={store.id} store={store} />
        ))}
      </Stack>
    </Stack>
  );
}
