import { Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartsLocalization } from '../../../components/charts-localization';
import { formatDay, formatNumber } from '../../../lib/format';
import { hoursMinutesText } from './format';

const CHART_HEIGHT = 260;

export interface WeekPoint {
  week: string;
  label: string;
  hours: number;
}

/** The weekly average hours chart (spec 2 §2): mean hours in store per rep-day, one point a week. */
export function WeeklyHoursChart({ title, points, average }: { title: string; points: WeekPoint[]; average?: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const hours = (value: number | null) => (value === null ? '' : hoursMinutesText(t, value));
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
          // In French the charts' texts come first; the place is kept meanwhile.
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
            <ChartsLocalization>
              <LineChart
                height={CHART_HEIGHT}
                skipAnimation
                xAxis={[{ scaleType: 'point', data: points.map((p) => p.week), valueFormatter: (week: string) => formatDay(week) }]}
                yAxis={[{ label: t('geo.chartAxis'), width: 64, valueFormatter: (v: number) => formatNumber(v) }]}
                series={[
                  { id: 'hours', label: t('geo.chartAxis'), data: points.map((p) => p.hours), valueFormatter: hours, curve: 'linear' },
                  ...(average === undefined
                    ? []
                    : [
                        {
                          id: 'average',
                          label: t('dashboards.average'),
                          data: points.map(() => average),
                          color: theme.palette.error.main,
                          valueFormatter: hours,
                          showMark: false,
                          curve: 'linear' as const,
                        },
                      ]),
                ]}
              />
            </ChartsLocalization>
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
