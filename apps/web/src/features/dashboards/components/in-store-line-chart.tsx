import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { ChartsLocalization } from '../../../components/charts-localization';
import { formatDay } from '../../../lib/format';
import { hoursText, type InStoreChart } from '../model/figures';

/**
 * The 'In Store Time' lines (spec 1 §2.3): one per area and the red 'Average', hours with 'hs'.
 * Its own module: MUI X Charts loads only when the chart is about to show.
 */
export function InStoreLineChart({ chart, average, height }: { chart: InStoreChart; average: number; height: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const hours = (value: number | null) => (value === null ? '' : t('dashboards.hours', { value: hoursText(value) }));
  return (
    <ChartsLocalization>
      <LineChart
        height={height}
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
  );
}
