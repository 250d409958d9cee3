import { Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { ChartsLocalization } from '../../../components/charts-localization';
import { formatDay } from '../../../lib/format';
import { hoursText, inStoreChart, type ChartArea } from '../model/figures';
import { DashboardCard } from './dashboard-card';

/** 'In Store Time' (spec 1 §2.3): one line per area, the red 'Average' line, hours with 'hs'. */
export function InStoreChart({ areas }: { areas: ChartArea[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const chart = inStoreChart(areas);
  const hours = (value: number | null) => (value === null ? '' : t('dashboards.hours', { value: hoursText(value) }));
  const average = chart.average;
  return (
    <DashboardCard title={t('dashboards.inStoreTime')} id="in-store-time-title">
      {chart.labels.length === 0 || average === null ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('dashboards.noVisits')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="in-store-average">
            {t('dashboards.average')}: {hours(average)}
          </Typography>
          <ChartsLocalization>
            <LineChart
              height={280}
              skipAnimation
              xAxis={[{ scaleType: 'point', data: chart.labels, valueFormatter: (label: string) => formatDay(label) }]}
              yAxis={[{ valueFormatter: (v: number) => hours(v), width: 56 }]}
              series={[
                ...chart.series.map((s) => ({
                  label: s.label,
                  data: s.data,
                  valueFormatter: hours,
                  connectNulls: true,
                  curve: 'linear' as const,
                })),
                {
                  id: 'average',
                  label: t('dashboards.average'),
                  data: chart.labels.map(() => average),
                  color: theme.palette.error.main,
                  valueFormatter: hours,
                  showMark: false,
                  curve: 'linear',
                },
              ]}
            />
          </ChartsLocalization>
        </>
      )}
    </DashboardCard>
  );
}
