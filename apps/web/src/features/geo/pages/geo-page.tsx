import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useGeoWeeklySummary } from '../api/geo-queries';
import { GeoPeopleTable } from '../components/geo-people-table';
import { WeeklyHoursChart } from '../components/weekly-hours-chart';

/** /geo (spec 2 §2): the weekly average hours chart and the FSR table of the caller's area. */
export function GeoPage() {
  const { t } = useTranslation();
  const summary = useGeoWeeklySummary();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('geo.title')}
      </Typography>
      {summary.isError ? (
        <Alert severity="error">{errorMessage(summary.error)}</Alert>
      ) : (
        summary.data && (
          <WeeklyHoursChart
            title={t('geo.chartTitle')}
            points={summary.data.data.some((p) => p.repDays > 0) ? summary.data.data : []}
            average={summary.data.meta.average}
          />
        )
      )}
      <GeoPeopleTable />
    </Stack>
  );
}
