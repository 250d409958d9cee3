import type { Visit } from '@fieldops/contract';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { timeInZone } from './visit-format';

/** 'Checked in at X since 9:12' with a way back to that store, on the list of the day and on another store's page. */
export function OpenVisitBanner({ visit }: { visit: Visit }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      data-testid="open-visit-banner"
      action={
        <Button color="inherit" size="large" component={Link} to={paths.todayStore.url(visit.storeID)}>
          {t('today.openVisitLink')}
        </Button>
      }
    >
      {t('today.openVisitBanner', { store: visit.store.name, time: timeInZone(visit.checkin, visit.timeZone, visit.checkinLocal) })}
    </Alert>
  );
}
