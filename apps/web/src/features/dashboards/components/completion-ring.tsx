import { Box, Stack, Typography, useTheme } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import type { Ring } from '../model/figures';

interface CompletionRingProps {
  ring: Ring;
  /** The area's name, or 'ALL STORES'. */
  title: ReactNode;
  /** Accessible name of the ring (the title as text). */
  name: string;
  size?: number;
  /** Below the ring: the counts (spec 1 §2.3: percent and count complete and incomplete). */
  showCounts?: boolean;
}

/** A donut of Complete and Incomplete with the percentage inside; grey at total 0 (spec 1 §5, §9). */
export function CompletionRing({ ring, title, name, size = 160, showCounts = true }: CompletionRingProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const grey = theme.palette.grey[300];
  const data = ring.empty
    ? [{ id: 'empty', value: 1, label: t('dashboards.noObjectives'), color: grey }]
    : [
        { id: 'complete', value: ring.completed, label: t('dashboards.complete'), color: theme.palette.primary.main },
        { id: 'incomplete', value: ring.total - ring.completed, label: t('dashboards.incomplete'), color: theme.palette.grey[400] },
      ];
  const label = t('dashboards.ringLabel', { name, percent: ring.percent, completed: ring.completed, total: ring.total });
  return (
    <Stack alignItems="center" spacing={1} sx={{ minWidth: 0 }} data-testid="completion-ring" data-percent={ring.percent}>
      <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {title}
      </Typography>
      <Box role="img" aria-label={label} sx={{ position: 'relative', width: size, height: size }}>
        <PieChart
          width={size}
          height={size}
          hideLegend
          skipAnimation
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          series={[{ data, innerRadius: size * 0.32, outerRadius: size / 2 - 2, paddingAngle: ring.empty ? 0 : 1 }]}
          slotProps={{ tooltip: { trigger: ring.empty ? 'none' : 'item' } }}
        />
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}
        >
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }} color={ring.empty ? 'text.disabled' : 'text.primary'}>
            {formatPercent(ring.percent)}
          </Typography>
        </Box>
      </Box>
      {showCounts && (
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="body2">
            {t('dashboards.ringCount', { label: t('dashboards.complete'), percent: formatPercent(ring.percent), count: ring.completed })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboards.ringCount', {
              label: t('dashboards.incomplete'),
              percent: formatPercent(ring.incompletePercent),
              count: ring.total - ring.completed,
            })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
