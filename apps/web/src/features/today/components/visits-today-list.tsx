import type { Visit } from '@fieldops/contract';
import { Box, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../lib/format';
import { formatDistance, timeInZone } from './visit-format';

/** My visits at this store today, times of day in the store's zone. */
export function VisitsTodayList({ visits }: { visits: Visit[] }) {
  const { t } = useTranslation();
  const check = (v: Visit) =>
    v.verified
      ? t('visits.verified')
      : v.distance === null
        ? t('today.notVerifiedNoPosition')
        : t('today.notVerifiedAway', { distance: formatDistance(t, v.distance) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="today-visits">
      <Typography id="today-visits" variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t('today.visitsToday')}
      </Typography>
      {visits.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('today.noVisitsToday')}
        </Typography>
      ) : (
        <List dense>
          {visits.map((v) => (
            <ListItem key={v.id} data-testid="today-visit" sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('today.visitTimes', {
                    from: timeInZone(v.checkin, v.timeZone),
                    to: v.checkout ? timeInZone(v.checkout, v.timeZone) : t('today.stillOpen'),
                  })}
                </Typography>
                {v.storeTime !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {t('today.storeTime', { hours: formatDecimal(v.storeTime, 2) })}
                  </Typography>
                )}
              </Box>
              <Typography variant="caption" color="text.secondary">
                {check(v)}
                {v.forced && ` · ${t('visits.forced')}`}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
