import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../components/line-chart';
import { formatDay, formatNumber } from '../../../lib/format';
import { hoursMinutesText } from '../../../lib/duration';

const CHART_HEIGHT = 260;

export interface WeekPoint {
  week: string;
  label: string;
  hours: number;
}

/** The weekly average hours chart (spec 2 §2): mean hours in store per rep-day, one point a week. */
export function WeeklyHoursChart({ title, points, average }: { title: string; points: WeekPoint[]; average?: number }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="geo-chart-title">
      <CardContent>
        <Typography id="geo-chart-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {points.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('geo.noData')}
          </Typography>
        ) : (
          <LineChart
            title={title}
            labelHeader={t('geo.week')}
            labels={points.map((p) => formatDay(p.week))}
            height={CHART_HEIGHT}
            formatValue={(value) => hoursMinutesText(t, value)}
            formatTick={formatNumber}
            valueAxisLabel={t('geo.chartAxis')}
            series={[{ label: t('geo.chartAxis'), data: points.map((p) => p.hours) }]}
            average={average === undefined ? undefined : { label: t('dashboards.average'), value: average }}
          />
        )}
      </CardContent>
    </Card>
  );
}
