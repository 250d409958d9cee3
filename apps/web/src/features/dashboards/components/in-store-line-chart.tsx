import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../components/line-chart';
import { formatDay } from '../../../lib/format';
import { hoursText, type InStoreChart } from '../model/figures';

/**
 * The 'In Store Time' lines (spec 1 §2.3): one per area and the red 'Average', hours with 'hs'.
 * Its own module: the chart's library loads only when the chart is about to show.
 */
export function InStoreLineChart({ chart, average, height }: { chart: InStoreChart; average: number; height: number }) {
  const { t } = useTranslation();
  return (
    <LineChart
      title={t('dashboards.inStoreTimeByWeek')}
      labelHeader={t('dashboards.week')}
      labels={chart.labels.map(formatDay)}
      height={height}
      formatValue={(value) => t('dashboards.hours', { value: hoursText(value) })}
      series={chart.series}
      average={{ label: t('dashboards.average'), value: average }}
    />
  );
}
