import { Box, useTheme, type Theme } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { visuallyHidden } from './visually-hidden';

/** One line: its name (legend, table) and a value per label (null: none that time). */
export interface LineChartSeries {
  label: string;
  data: (number | null)[];
}

export interface LineChartProps {
  /** What the chart shows: the caption of its data table (read by screen readers). */
  title: string;
  /** The header of the labels' column in that table. */
  labelHeader: string;
  /** The points' labels along the horizontal axis, already formatted, one per value. */
  labels: string[];
  series: LineChartSeries[];
  /** A flat reference line after the series, in the theme's red and without points: their average. */
  average?: { label: string; value: number };
  /** The drawing's height in px, legend excluded. */
  height: number;
  /** A value as the legend and the table show it ('7.5 hs'). */
  formatValue: (value: number) => string;
  /** A value as the vertical axis shows it; formatValue by default. */
  formatTick?: (value: number) => string;
  /** The vertical axis's name, if it has one. */
  valueAxisLabel?: string;
}

/** The lines' colours in order (Tableau 10 without its red, which is the average's). */
const LINE_COLORS = ['#4e79a7', '#f28e2b', '#59a14f', '#b07aa1', '#76b7b2', '#9c755f', '#ff9da7', '#bab0ac', '#edc948'];
/** Steps between labelled points along the horizontal axis (one a week, up to one a year). */
const LABEL_STEPS = [1, 2, 3, 4, 6, 8, 13, 26, 52];
const AXIS_WIDTH = 64;
/** Room right of the drawing for half the last label, which is centred on the last point. */
const RIGHT_ROOM = 48;

let measuring: CanvasRenderingContext2D | null | undefined;
/** The width in px of the widest of `texts` in `font`. */
function widest(texts: string[], font: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return 0;
  measuring.font = font;
  return Math.max(0, ...texts.map((text) => measuring!.measureText(text).width));
}

/** The lines drawn: the series, then the average as a line of its own. */
function linesOf({ labels, series, average }: LineChartProps): (LineChartSeries & { average?: true })[] {
  return average ? [...series, { label: average.label, data: labels.map(() => average.value), average: true }] : series;
}

/** The chart's options; its texts through `latest`, the props of the last render. */
function chartOptions(latest: { current: LineChartProps }, width: number, theme: Theme): uPlot.Options {
  const { labels, height } = latest.current;
  const formatValue = (value: number) => latest.current.formatValue(value);
  const formatTick = (value: number) => (latest.current.formatTick ?? latest.current.formatValue)(value);
  // In px: uPlot scales the size it finds in the font to the screen's pixel ratio.
  const font = `${theme.typography.fontSize - 2}px ${theme.typography.fontFamily}`;
  const axis = {
    stroke: theme.palette.text.secondary,
    font,
    grid: { stroke: theme.palette.divider, width: 1 },
    ticks: { stroke: theme.palette.divider, width: 1 },
  };
  const legendValue = (_: uPlot, value: number | null) => (value === null ? '' : formatValue(value));
  const averageColor = theme.palette.error.main;
  // One label (a period of one week): its points in the middle, and the average, a line of one
  // point that uPlot cannot draw, drawn across the plot by hand.
  const single = labels.length === 1;
  const average = latest.current.average;
  const drawAverage = (chart: uPlot) => {
    if (!single || !average) return;
    const { ctx, bbox } = chart;
    const y = Math.round(chart.valToPos(average.value, 'y', true));
    ctx.save();
    ctx.strokeStyle = averageColor;
    ctx.lineWidth = 2 * uPlot.pxRatio;
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    ctx.restore();
  };
  return {
    width,
    height,
    padding: [null, RIGHT_ROOM, null, null],
    scales: { x: { time: false, ...(single ? { range: [-0.5, 0.5] as uPlot.Range.MinMax } : {}) } },
    cursor: { drag: { x: false, y: false } },
    // The legend shows the values under the pointer, and only the lines' names when it is elsewhere.
    legend: { live: true },
    hooks: {
      setLegend: [(chart) => chart.root.toggleAttribute('data-idle', chart.legend.idx == null)],
      draw: [drawAverage],
    },
    series: [
      { label: latest.current.labelHeader, value: (_, index: number | null) => (index === null ? '' : (labels[index] ?? '')) },
      ...linesOf(latest.current).map((line, i) => ({
        label: line.label,
        stroke: line.average ? averageColor : LINE_COLORS[i % LINE_COLORS.length],
        width: 2,
        spanGaps: true,
        points: { show: !line.average },
        value: legendValue,
      })),
    ],
    axes: [
      {
        ...axis,
        // Labelled points far enough apart for their labels not to touch.
        space: widest(labels, font) + 16,
        incrs: LABEL_STEPS,
        values: (_, splits) => splits.map((index) => (Number.isInteger(index) ? (labels[index] ?? '') : '')),
      },
      { ...axis, size: AXIS_WIDTH, label: latest.current.valueAxisLabel, labelFont: font, values: (_, splits) => splits.map(formatTick) },
    ],
  };
}

/**
 * Lines over labelled points (uPlot, drawn on a canvas): a legend that shows the values under the
 * pointer, and the same figures in a table for screen readers (the canvas is an image to them).
 * It fills its container's width and follows it. Its own module: load it with the screen that draws
 * it (React.lazy), not with the app.
 */
export function LineChart(props: LineChartProps) {
  const theme = useTheme();
  const place = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  // Drawn again when what it draws changes, not on every render (its formatters change with each).
  const drawn = JSON.stringify([props.labels, props.series, props.average, props.height, props.labelHeader, props.valueAxisLabel]);
  const lines = linesOf(props);

  // Drawn before the browser paints (a layout effect): a paint between the commit and the drawing
  // showed the empty place, and what follows moved up and back down (a layout shift on a slow device).
  useLayoutEffect(() => {
    const element = place.current;
    if (!element) return;
    const { labels, height } = latest.current;
    const data: uPlot.AlignedData = [labels.map((_, i) => i), ...linesOf(latest.current).map((line) => line.data)];
    const chart = new uPlot(chartOptions(latest, element.clientWidth, theme), data, element);
    const resized = new ResizeObserver(() => {
      if (element.clientWidth !== chart.width) chart.setSize({ width: element.clientWidth, height });
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [drawn, theme]);

  return (
    <Box
      sx={{
        '& .u-legend': { fontFamily: theme.typography.fontFamily, fontSize: theme.typography.body2.fontSize },
        '& [data-idle] .u-legend': { '.u-series:first-of-type, .u-value': { display: 'none' }, 'th::after': { content: 'none' } },
        // Its names do not hide their line on a click: the chart has no part a keyboard cannot reach.
        '& .u-legend .u-series': { pointerEvents: 'none' },
      }}
    >
      <Box ref={place} aria-hidden data-testid="line-chart" />
      {/* Hidden in a box of its own: a table does not shrink to the 1 px it is given, and would widen the page. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.labelHeader}</th>
              {lines.map((line, column) => (
                <th scope="col" key={column}>
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.labels.map((label, i) => (
              <tr key={i}>
                <th scope="row">{label}</th>
                {lines.map((line, column) => {
                  const value = line.data[i];
                  return <td key={column}>{value === null || value === undefined ? '—' : props.formatValue(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
