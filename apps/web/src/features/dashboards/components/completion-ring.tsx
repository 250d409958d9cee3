import { Box, useTheme, type PopperProps } from '@mui/material';
import { Suspense, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { lazyExport } from '../../../lib/lazy-export';
import type { Ring } from '../model/figures';
import { ringArcs } from '../model/ring-arcs';

/** The hover box's code (MUI's Popper) loads when a part is first pointed at, not with the dashboard. */
const RingPartTooltip = lazyExport(
  () => import('./ring-part-tooltip'),
  'RingPartTooltip',
  () => null,
);

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
  const pointer = usePartPointer();
  return (
    <Box sx={ringSx} data-testid="completion-ring" data-percent={ring.percent}>
      <div className="ring-title">{title}</div>
      <div role="img" aria-label={label} className="ring-face" style={{ width: size, height: size }}>
        {parts.map((part, index) => {
          const arc = arcs[index];
          if (!arc?.sweep) return null;
          return (
            <RingPart
              key={part.key}
              size={size}
              inner={inner + OUTLINE / 2}
              outer={outer - OUTLINE / 2}
              color={part.color}
              {...arc}
              {...(part.label !== undefined && pointer.handlers(part))}
            />
          );
        })}
        {pointer.part?.label !== undefined && (
          <Suspense fallback={null}>
            <RingPartTooltip
              anchor={pointer.anchor}
              popperRef={pointer.popperRef}
              color={pointer.part.color}
              label={pointer.part.label}
              value={pointer.part.value}
            />
          </Suspense>
        )}
        <div aria-hidden className="ring-centre">
          <span className={ring.empty ? 'ring-percent ring-empty' : 'ring-percent'}>{formatPercent(ring.percent)}</span>
        </div>
      </div>
      {showCounts && (
        <div className="ring-counts">
          <p>
            {t('dashboards.ringCount', { label: t('dashboards.complete'), percent: formatPercent(ring.percent), count: ring.completed })}
          </p>
          <p>
            {t('dashboards.ringCount', {
              label: t('dashboards.incomplete'),
              percent: formatPercent(ring.incompletePercent),
              count: ring.total - ring.completed,
            })}
          </p>
        </div>
      )}
    </Box>
  );
}

/**
 * The ring's texts in the theme's type (the title as subtitle2, the percentage as h6, the counts
 * as body2, as Typography sets them), styled once on the ring: plain elements, not a Typography,
 * Stack and Box each. Sixteen rings on the national dashboard drew some 380 styled components
 * when its answer came, most of what that render drew on a slow phone.
 */
const ringSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1,
  minWidth: 0,
  '& .ring-title': { typography: 'subtitle2', fontWeight: 700, textAlign: 'center' },
  '& .ring-face': { position: 'relative' },
  '& .ring-centre': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  '& .ring-percent': { typography: 'h6', fontWeight: 700, color: 'text.primary' },
  '& .ring-percent.ring-empty': { color: 'text.disabled' },
  '& .ring-counts': { textAlign: 'center' },
  '& .ring-counts p': { typography: 'body2', margin: 0 },
  '& .ring-counts p + p': { color: 'text.secondary' },
} as const;

/**
 * The part under the pointer and where the pointer is: its tooltip follows the pointer while it
 * is on the part's stroke. Built on hover, not with the ring (and its code loaded then): a Tooltip around each part (MUI's)
 * rendered with its Popper as the dashboard appeared, then all over again once mounted: 240 of
 * the components drawn for the national dashboard's answer, for a box few visitors point at.
 */
function usePartPointer() {
  const [part, setPart] = useState<Part | null>(null);
  const position = useRef({ x: 0, y: 0 });
  const popperRef: PopperProps['popperRef'] = useRef(null);
  const anchor = useMemo(() => ({ getBoundingClientRect: () => new DOMRect(position.current.x, position.current.y, 0, 0) }), []);
  const follow = (event: PointerEvent) => {
    position.current = { x: event.clientX, y: event.clientY };
    if (popperRef && 'current' in popperRef) void popperRef.current?.update();
  };
  const handlers = (over: Part) => ({
    onPointerEnter: (event: PointerEvent) => {
      follow(event);
      setPart(over);
    },
    onPointerMove: follow,
    onPointerLeave: () => setPart(null),
  });
  return { part, anchor, popperRef, handlers };
}

/** Besides its shape, the pointer listeners of its tooltip. */
interface RingPartProps {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerMove?: (event: PointerEvent) => void;
  onPointerLeave?: () => void;
  size: number;
  inner: number;
  outer: number;
  color: string;
  start: number;
  sweep: number;
}

/**
 * One part of the ring: an arc of `sweep` degrees from `start` (clockwise from the top), drawn as
 * the dash of a circle's stroke, in plain SVG: sixteen of them on the national dashboard, where
 * MUI's CircularProgress, drawn the same way, styled three elements of its own for each. Only
 * the painted stroke takes the pointer (for the part's tooltip).
 */
function RingPart({ size, inner, outer, color, start, sweep, ...pointer }: RingPartProps) {
  const radius = (outer + inner) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg
      aria-hidden
      width={2 * outer}
      height={2 * outer}
      style={{
        position: 'absolute',
        top: size / 2 - outer,
        left: size / 2 - outer,
        transform: `rotate(${start - 90}deg)`,
        pointerEvents: 'none',
      }}
    >
      <circle
        {...pointer}
        cx={outer}
        cy={outer}
        r={radius}
        fill="none"
        stroke={color}
        strokeWidth={outer - inner}
        strokeDasharray={`${((sweep / 360) * circumference).toFixed(3)} ${circumference.toFixed(3)}`}
        style={{ pointerEvents: 'visibleStroke' }}
      />
    </svg>
  );
}
