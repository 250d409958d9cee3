import { minutesBetween, type Visit } from '@fieldops/contract';
import { Box, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { minutesText } from '../../../lib/duration';
import { usePendingVisits } from '../api/pending-visits';
import { formatDistance, timeInZone } from './visit-format';
import { visitsTodayRows } from './visit-state';

/** My visits at this store today, with the check-ins and check-outs still waiting to send; times of day in the store's zone. */
export function VisitsTodayList({ storeID, visits }: { storeID: number; visits: Visit[] }) {
  const { t } = useTranslation();
  const rows = visitsTodayRows(visits, storeID, usePendingVisits());
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
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('today.noVisitsToday')}
        </Typography>
      ) : (
        <List dense>
          {rows.map((row) => (
            <ListItem key={row.key} data-testid="today-visit" sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('today.visitTimes', {
                    from: timeInZone(row.checkin, row.timeZone, row.checkinLocal),
                    to: row.checkout ? timeInZone(row.checkout, row.timeZone, row.checkoutLocal) : t('today.stillOpen'),
                  })}
                </Typography>
                {!row.waiting && row.checkout && (
                  <Typography variant="body2" color="text.secondary">
                    {minutesText(t, minutesBetween(row.checkin, row.checkout))}
                  </Typography>
                )}
              </Box>
              <Typography variant="caption" color="text.secondary">
                {[row.visit && check(row.visit), row.visit?.forced && t('visits.forced'), row.waiting && t('today.waitingToSend')]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
