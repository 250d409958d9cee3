/** One coloured part of a ring: where it starts, clockwise from 12 o'clock, and how far it runs, in degrees. */
export interface RingArc {
  start: number;
  sweep: number;
}

export interface RingShape {
  /** The ring's inner and outer radius, in pixels. */
  inner: number;
  outer: number;
  /** The angle between two parts, in degrees, measured on the pad radius √(inner² + outer²). */
  padding: number;
  /** The width of the background-coloured outline drawn around each part, in pixels. */
  outline: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The parts of a donut drawn as strokes along its middle circle, with the layout of d3's pie and
 * arc (the dashboards' rings were MUI X pie charts): each value takes its share of the circle left
 * after one `padding` per part, a value of 0 still its padding; each part then gives up, at both
 * ends, half of a gap that keeps the same width across the ring, and half of its outline. One arc
 * per value, in order; a sweep of 0 has nothing to draw.
 */
export function ringArcs(values: readonly number[], { inner, outer, padding, outline }: RingShape): RingArc[] {
  const full = 2 * Math.PI;
  const pad = Math.min(full / values.length, radians(padding));
  const sum = values.reduce((s, v) => s + v, 0);
  const perUnit = sum > 0 ? (full - values.length * pad) / sum : 0;
  const middle = (inner + outer) / 2;
  const halfGap = Math.sqrt(inner * inner + outer * outer) * Math.sin(pad / 2) + outline / 2;
  const trim = Math.asin(Math.min(1, halfGap / middle));
  const arcs: RingArc[] = [];
  let from = 0;
  for (const value of values) {
    const to = from + (value > 0 ? value * perUnit : 0) + pad;
    arcs.push({ start: degrees(from + trim), sweep: Math.max(0, degrees(to - from - 2 * trim)) });
    from = to;
  }
  return arcs;
}
