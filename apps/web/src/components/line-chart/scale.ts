/** A value axis: its rounded bounds and the values that get a tick, from the lower bound up. */
export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.SQRT2;

/** The round step (1, 2 or 5 times a power of ten) that cuts min…max into about `count` parts. */
function tickStep(min: number, max: number, count: number): number {
  const raw = (max - min) / count;
  const power = Math.floor(Math.log10(raw));
  const error = raw / 10 ** power;
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  return factor * 10 ** power;
}

/** Drops the floating-point noise of a multiple of a step (0.30000000000000004 → 0.3). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * The value axis of a line chart, as d3's `nice()` then `ticks()` (what the chart library drew
 * before): the data's range with 0, widened to round bounds until they stay put, about `count` ticks.
 */
export function valueAxis(values: readonly number[], count: number): ValueAxis {
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (min === max) max = min + 1;
  const parts = Math.max(1, count);
  let step = tickStep(min, max, parts);
  for (let i = 0; i < 10; i++) {
    const niceMin = Math.floor(min / step) * step;
    const niceMax = Math.ceil(max / step) * step;
    if (niceMin === min && niceMax === max) break;
    min = niceMin;
    max = niceMax;
    step = tickStep(min, max, parts);
  }
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 1e6; i++) ticks.push(clean(min + i * step));
  return { min: clean(min), max: clean(max), ticks };
}

/**
 * `text` cut with an ellipsis to fit `width` as `measure` sizes it ('Nov 23, 2026' → 'Nov…'), as the
 * chart library cut a label at the chart's edge; nothing when not even the ellipsis fits.
 */
export function ellipsize(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  for (let length = text.length - 1; length > 0; length--) {
    const cut = `${text.slice(0, length).trimEnd()}…`;
    if (measure(cut) <= width) return cut;
  }
  return '';
}

/** The least room between two labels of the horizontal axis. */
const LABEL_GAP = 4;

/**
 * The labels of the horizontal axis as written under their points at `x`: each cut at the chart's
 * edges (0…width), and left out (an empty text) when it would come closer than LABEL_GAP to the
 * last one written, as the chart library did on a narrow screen.
 */
export function spacedLabels(labels: readonly { x: number; text: string }[], width: number, measure: (text: string) => number): string[] {
  const written: string[] = [];
  let lastRight = -Infinity;
  for (const { x, text } of labels) {
    const label = ellipsize(text, 2 * Math.min(x, width - x), measure);
    const half = measure(label) / 2;
    const fits = label !== '' && x - half >= lastRight + LABEL_GAP;
    written.push(fits ? label : '');
    if (fits) lastRight = x + half;
  }
  return written;
}
