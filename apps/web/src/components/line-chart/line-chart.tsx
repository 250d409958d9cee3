import { Box, useTheme } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { visuallyHidden } from '../visually-hidden';
import { ellipsize, spacedLabels, valueAxis } from './scale';

/**
 * The lines' colours in order: MUI X Charts' default palette (rainbowSurge, light), which the
 * charts were drawn with before this component replaced the library on them.
 */
const PALETTE = ['#4254FB', '#FFB422', '#FA4F58', '#0DBEFF', '#22BF75', '#FA83B4', '#FF7511'];
/** Around the drawing, the room below it for the dates, the tick length: the library's layout. */
const MARGIN = 20;
const X_AXIS_HEIGHT = 25;
const TICK = 6;
const TICK_FONT_SIZE = 12;
const AXIS_LABEL_FONT_SIZE = 14;
/** About one value tick per this many pixels of height. */
const TICK_SPACING = 50;

export interface LineSeries {
  label: string;
  /** One value per point of the axis; a null is skipped, the line joins its neighbours. */
  data: readonly (number | null)[];
  /** Else the next colour of the palette. */
  color?: string;
}

interface LineChartProps {
  /** The points of the horizontal axis, evenly spaced (the weeks' Mondays). */
  points: readonly string[];
  series: readonly LineSeries[];
  /** The height of the drawing with its axes; the legend is above it. */
  height: number;
  /** The room left of the drawing for the value ticks (and the axis label). */
  yAxisWidth: number;
  yAxisLabel?: string;
  formatPoint: (point: string) => string;
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** The id of the title that names the chart. */
  labelledBy: string;
}

let canvas: CanvasRenderingContext2D | null | undefined;
/** The width of `text` in `font`, as the browser draws it (a guess where there is no canvas). */
function textWidth(text: string, font: string): number {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * 7;
  canvas.font = font;
  return canvas.measureText(text).width;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The element's width, kept up to date (0 before its first layout). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The point a pointer or the arrow keys picked, and where its tooltip points (on the screen). */
interface Active {
  index: number;
  clientX: number;
  clientY: number;
  byKeyboard: boolean;
}

/**
 * A line chart drawn in SVG: the lines, the legend above them, the axes, and on hover (or with the
 * arrow keys once focused) a dashed line at the nearest point with a tooltip of every line's value.
 * Written for the app's two weekly hour charts instead of MUI X Charts, which cost the national
 * dashboard ~90 kB gzip on its first screen for what these few hundred lines draw the same way.
 */
export function LineChart({
  points,
  series,
  height,
  yAxisWidth,
  yAxisLabel,
  formatPoint,
  formatTick,
  formatValue,
  labelledBy,
}: LineChartProps) {
  const theme = useTheme();
  const [ref, width] = useWidth();
  const [active, setActive] = useState<Active | null>(null);
  const tooltip = useRef<HTMLDivElement>(null);

  const text = theme.palette.text.primary;
  const font = (size: number) => `${size}px ${theme.typography.fontFamily}`;
  const colored = series.map((s, i) => ({ ...s, color: s.color ?? PALETTE[i % PALETTE.length]! }));

  const left = MARGIN + yAxisWidth;
  const right = Math.max(left + 1, width - MARGIN);
  const top = MARGIN;
  const bottom = height - MARGIN - X_AXIS_HEIGHT;
  const values = colored.flatMap((s) => s.data.filter((v): v is number => v !== null));
  const axis = valueAxis(values, Math.floor((bottom - top) / TICK_SPACING));
  const step = points.length > 1 ? (right - left) / (points.length - 1) : 0;
  const xOf = (i: number) => (points.length > 1 ? left + i * step : (left + right) / 2);
  const yOf = (v: number) => bottom - ((v - axis.min) / (axis.max - axis.min)) * (bottom - top);

  const pointLabels = spacedLabels(
    points.map((point, i) => ({ x: xOf(i), text: formatPoint(point) })),
    width,
    (t) => textWidth(t, font(TICK_FONT_SIZE)),
  );

  // The tooltip above the pointer (below it near the top of the screen), kept inside the screen. Fixed,
  // so that the card's hidden overflow does not cut it; the page scrolling under it takes it away.
  useLayoutEffect(() => {
    const tip = tooltip.current;
    if (!active || !tip) return;
    const screenWidth = document.documentElement.clientWidth;
    const left = Math.min(Math.max(active.clientX - tip.offsetWidth / 2, 8), screenWidth - 8 - tip.offsetWidth);
    const above = active.clientY - tip.offsetHeight - 12;
    tip.style.left = `${left}px`;
    tip.style.top = `${above < 8 ? active.clientY + 16 : above}px`;
    tip.style.visibility = 'visible';
  }, [active]);
  useEffect(() => {
    if (!active) return;
    const hide = () => setActive(null);
    window.addEventListener('scroll', hide, { passive: true, capture: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [active]);

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    if (x < left - step / 2 || x > right + step / 2 || y < top || y > bottom) return setActive(null);
    const index = step ? Math.min(points.length - 1, Math.max(0, Math.round((x - left) / step))) : 0;
    setActive({ index, clientX: event.clientX, clientY: event.clientY, byKeyboard: false });
  };
  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = points.length - 1;
    const from = active?.index;
    const keys: Record<string, number> = {
      ArrowRight: from === undefined ? 0 : Math.min(last, from + 1),
      ArrowLeft: from === undefined ? last : Math.max(0, from - 1),
      Home: 0,
      End: last,
    };
    const index = keys[event.key];
    if (event.key === 'Escape') return setActive(null);
    if (index === undefined) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    setActive({ index, clientX: box.left + xOf(index), clientY: box.top + top, byKeyboard: true });
  };

  const rows = active
    ? colored.flatMap((s) => {
        const value = s.data[active.index];
        return value === null || value === undefined ? [] : [{ label: s.label, color: s.color, value: formatValue(value) }];
      })
    : [];
  const activePoint = active ? formatPoint(points[active.index] ?? '') : '';

  return (
    <Box ref={ref} sx={{ pt: 1 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2, rowGap: 1, listStyle: 'none', m: 0, mb: 1, p: 0 }}
      >
        {colored.map((s) => (
          <Box component="li" key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: TICK_FONT_SIZE, lineHeight: 1 }}>
            <LineMark color={s.color} />
            {s.label}
          </Box>
        ))}
      </Box>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={labelledBy}
          tabIndex={0}
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={() => setActive(null)}
          onKeyDown={move}
          onBlur={() => setActive(null)}
          style={{ display: 'block', touchAction: 'pan-y' }}
        >
          <g fill={text} fontFamily={theme.typography.fontFamily} fontSize={TICK_FONT_SIZE}>
            <line x1={left} x2={right} y1={bottom} y2={bottom} stroke={text} shapeRendering="crispEdges" />
            {points.map((point, i) => (
              <g key={point} transform={`translate(${round(xOf(i))}, ${bottom})`}>
                <line y2={TICK} stroke={text} shapeRendering="crispEdges" />
                {pointLabels[i] && (
                  <text y={TICK + 3} textAnchor="middle" dominantBaseline="hanging">
                    {pointLabels[i]}
                  </text>
                )}
              </g>
            ))}
            <line x1={left} x2={left} y1={top} y2={bottom} stroke={text} strokeLinecap="square" shapeRendering="crispEdges" />
            {axis.ticks.map((tick) => (
              <g key={tick} transform={`translate(${left}, ${round(yOf(tick))})`}>
                <line x2={-TICK} stroke={text} shapeRendering="crispEdges" />
                <text x={-TICK - 2} textAnchor="end" dominantBaseline="central">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {yAxisLabel && (
              <text
                transform={`translate(${MARGIN}, ${(top + bottom) / 2}) rotate(-90)`}
                textAnchor="middle"
                dominantBaseline="text-before-edge"
                fontSize={AXIS_LABEL_FONT_SIZE}
              >
                {ellipsize(yAxisLabel, bottom - top, (t) => textWidth(t, font(AXIS_LABEL_FONT_SIZE)))}
              </text>
            )}
          </g>
          {active && (
            <line
              x1={xOf(active.index)}
              x2={xOf(active.index)}
              y1={top}
              y2={bottom}
              stroke={text}
              strokeDasharray="5 2"
              pointerEvents="none"
            />
          )}
          {colored.map((s) => (
            <path
              key={s.label}
              data-series={s.label}
              d={s.data
                .flatMap((v, i) => (v === null ? [] : [`${round(xOf(i))},${round(yOf(v))}`]))
                .reduce((d, p) => `${d}${d ? 'L' : 'M'}${p}`, '')}
              stroke={s.color}
              strokeWidth={2}
              strokeLinejoin="round"
              fill="none"
              pointerEvents="none"
            />
          ))}
        </svg>
      )}
      {active && rows.length > 0 && (
        <Box
          ref={tooltip}
          aria-hidden
          sx={{
            position: 'fixed',
            visibility: 'hidden',
            zIndex: 'tooltip',
            pointerEvents: 'none',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            typography: 'body1',
            whiteSpace: 'nowrap',
          }}
        >
          <Box component="table" sx={{ borderSpacing: 0 }}>
            <Box component="caption" sx={{ textAlign: 'start', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              {activePoint}
            </Box>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.label}>
                  <Box
                    component="th"
                    scope="row"
                    sx={{
                      fontWeight: 400,
                      color: 'text.secondary',
                      textAlign: 'start',
                      px: 1.5,
                      pt: i === 0 ? 0.5 : '1px',
                      pb: i === rows.length - 1 ? 0.5 : '1px',
                    }}
                  >
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2.25 }}>
                      <LineMark color={row.color} />
                      {row.label}
                    </Box>
                  </Box>
                  <Box
                    component="td"
                    sx={{ fontWeight: 500, textAlign: 'end', px: 1.5, pt: i === 0 ? 0.5 : '1px', pb: i === rows.length - 1 ? 0.5 : '1px' }}
                  >
                    {row.value}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
      {/* What the arrow keys picked, read out by a screen reader. */}
      <Box role="status" sx={visuallyHidden}>
        {active?.byKeyboard ? [activePoint, ...rows.map((row) => `${row.label} ${row.value}`)].join(', ') : ''}
      </Box>
    </Box>
  );
}

/** A line's short stroke in the legend and the tooltip. */
function LineMark({ color }: { color: string }) {
  return (
    <svg width={14} height={14} viewBox="0 0 16 16" aria-hidden style={{ flexShrink: 0 }}>
      <path d="M 1 8 L 15 8" stroke={color} strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}
