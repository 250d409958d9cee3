import { Box, CircularProgress, circularProgressClasses, Stack, Tooltip, Typography, useTheme } from '@mui/material';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import type { Ring } from '../model/figures';
import { ringArcs } from '../model/ring-arcs';

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

/** CircularProgress draws its circle in a 44-unit box, the stroke's outer edge on the box. */
const PROGRESS_BOX = 44;
/** The gap between Complete and Incomplete, and the outline around each. */
const PADDING_DEGREES = 1;
const OUTLINE = 1;

/** A coloured part of the ring; with a label, hovering it shows its label and count. */
interface Part {
  key: string;
  value: number;
  color: string;
  label?: string;
}

/** A donut of Complete and Incomplete with the percentage inside; grey at total 0 (spec 1 §5, §9). */
export function CompletionRing({ ring, title, name, size = 160, showCounts = true }: CompletionRingProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const inner = size * 0.32;
  const outer = size / 2 - 2;
  const parts: Part[] = ring.empty
    ? [{ key: 'empty', value: 1, color: theme.palette.grey[300] }]
    : [
        { key: 'complete', value: ring.completed, label: t('dashboards.complete'), color: theme.palette.primary.main },
        { key: 'incomplete', value: ring.total - ring.completed, label: t('dashboards.incomplete'), color: theme.palette.grey[400] },
      ];
  // A lone part is the whole ring, with neither gap nor seam.
  const arcs = ring.empty
    ? [{ start: 0, sweep: 360 }]
    : ringArcs(
        parts.map((p) => p.value),
        { inner, outer, padding: PADDING_DEGREES, outline: OUTLINE },
      );
  const label = t('dashboards.ringLabel', { name, percent: ring.percent, completed: ring.completed, total: ring.total });
  return (
    <Stack alignItems="center" spacing={1} sx={{ minWidth: 0 }} data-testid="completion-ring" data-percent={ring.percent}>
      <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {title}
      </Typography>
      <Box role="img" aria-label={label} sx={{ position: 'relative', width: size, height: size }}>
        {parts.map((part, index) => {
          const arc = arcs[index];
          if (!arc?.sweep) return null;
          const stroke = (
            <RingPart key={part.key} size={size} inner={inner + OUTLINE / 2} outer={outer - OUTLINE / 2} color={part.color} {...arc} />
          );
          return part.label === undefined ? (
            stroke
          ) : (
            <Tooltip
              key={part.key}
              title={<PartTooltip color={part.color} label={part.label} value={part.value} />}
              followCursor
              arrow={false}
              placement="right-start"
              enterDelay={0}
              describeChild
              slotProps={{ tooltip: { sx: tooltipSx } }}
            >
              {stroke}
            </Tooltip>
          );
        })}
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

/** Besides its shape, the listeners and ref of the tooltip around it. */
interface RingPartProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  ref?: Ref<HTMLSpanElement>;
  size: number;
  inner: number;
  outer: number;
  color: string;
  start: number;
  sweep: number;
}

/**
 * One part of the ring: a determinate CircularProgress turned to start where the part starts.
 * Only its painted stroke takes the pointer (for the part's tooltip); no transition, the figures
 * show at once.
 */
function RingPart({ size, inner, outer, color, start, sweep, ...tooltip }: RingPartProps) {
  const diameter = 2 * outer;
  return (
    <CircularProgress
      {...tooltip}
      aria-hidden
      variant="determinate"
      color="inherit"
      size={diameter}
      thickness={((outer - inner) * PROGRESS_BOX) / diameter}
      value={(sweep / 360) * 100}
      style={{ transform: `rotate(${start - 90}deg)` }}
      sx={{
        position: 'absolute',
        top: size / 2 - outer,
        left: size / 2 - outer,
        color,
        transition: 'none',
        pointerEvents: 'none',
        [`& .${circularProgressClasses.circle}`]: { transition: 'none', pointerEvents: 'visibleStroke' },
      }}
    />
  );
}

/** What hovering a part shows, laid out as the charts' own tooltips: its colour and name, then its count. */
function PartTooltip({ color, label, value }: { color: string; label: string; value: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', py: 0.5 }}>
      <Typography
        component="span"
        sx={{ display: 'flex', alignItems: 'center', pl: 1.5, pr: 1, color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={{ width: 'calc(20px + 12px)', flexShrink: 0 }}>
          <Box component="span" sx={{ display: 'block', width: 15, height: 15, borderRadius: '50%', bgcolor: color }} />
        </Box>
        {label}
      </Typography>
      <Typography component="span" sx={{ px: 1.5, fontWeight: 'fontWeightMedium' }}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}

const tooltipSx = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 0,
  maxWidth: 'none',
  '.MuiTooltip-popper[data-popper-placement*="right"] &': { ml: '10px' },
} as const;
