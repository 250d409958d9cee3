import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePendingVisits } from '../api/pending-visits';
import { timeInZone } from './visit-format';
import { pendingOpenVisit } from './visit-state';

/** A check-in made without signal, shown on the list of the day until it is sent. */
export function PendingVisitBanner() {
  const { t } = useTranslation();
  const open = pendingOpenVisit(usePendingVisits());
  if (!open) return null;
  const { storeID, storeName, at, timeZone } = open.meta;
  return (
    <Alert
      severity="warning"
      data-testid="pending-visit-banner"
      action={
        <Button color="inherit" size="large" component={Link} to={paths.todayStore.url(storeID)}>
          {t('today.openVisitLink')}
        </Button>
      }
    >
      {t('today.openVisitBanner', { store: storeName, time: timeInZone(at, timeZone) })} · {t('today.waitingToSend')}
    </Alert>
  );
}
