import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '../../../components/when-near-viewport';
import { lazyExport } from '../../../lib/lazy-export';
import { hoursText, inStoreChart, type ChartArea } from '../model/figures';
import { DashboardCard } from './dashboard-card';

/** The height of the lines' drawing. */
const CHART_HEIGHT = 280;
/**
 * The legend's row above it, for the placeholder: on a wide screen, where the card shows on the first
 * screen, the legend takes one row and nothing moves when the chart comes; on a phone it wraps, but
 * there the card is below the fold and grows before it is scrolled to.
 */
const LEGEND_ROW = 30;

/** The lines and their chart library: fetched when the card comes near the screen (below the fold on a phone). */
const InStoreLineChart = lazyExport(() => import('./in-store-line-chart'), 'InStoreLineChart');

/** 'In Store Time' (spec 1 §2.3): one line per area, the red 'Average' line, hours with 'hs'; `from` is the period's first day. */
export function InStoreChart({ areas, from }: { areas: ChartArea[]; from: string }) {
  const { t } = useTranslation();
  const chart = inStoreChart(areas, from);
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
            {t('common.labelValue', { label: t('dashboards.average'), value: t('dashboards.hours', { value: hoursText(average) }) })}
          </Typography>
          <WhenNearViewport height={CHART_HEIGHT + LEGEND_ROW}>
            <InStoreLineChart chart={chart} average={average} height={CHART_HEIGHT} />
          </WhenNearViewport>
        </>
      )}
    </DashboardCard>
  );
}
