// The arithmetic of the charts, kept apart from React so that it can be tested on its own.

/** Round steps (1, 2, 2.5, 5 × 10ⁿ) covering [min, max] in about `count` intervals. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  let low = min;
  let high = max;
  if (low === high) {
    const pad = Math.abs(low) * 0.1 || 1;
    low -= pad;
    high += pad;
  }
  const raw = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  const step = (normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 2.5 ? 2.5 : normal <= 5 ? 5 : 10) * magnitude;
  const ticks: number[] = [];
  const end = Math.ceil(high / step) * step;
  for (let value = Math.floor(low / step) * step; value <= end + step / 1e6; value += step) {
    ticks.push(Number(value.toPrecision(12)));
  }
  return ticks;
}

const f = (n: number) => Number(n.toFixed(1));

/**
 * A smooth line through the points that never overshoots them (monotone cubic, as d3's
 * curveMonotoneX): a valuation that stays flat is drawn flat.
 */
export function smoothPath(points: [number, number][]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const [x0, y0] = first;
  if (rest.length === 0) return `M${f(x0)},${f(y0)}`;
  const segments: Segment[] = [];
  let from = first;
  for (const to of rest) {
    const dx = to[0] - from[0];
    segments.push({ from, to, dx, slope: (to[1] - from[1]) / (dx || 1) });
    from = to;
  }
  let d = `M${f(x0)},${f(y0)}`;
  segments.forEach((segment, i) => {
    const h = segment.dx / 3;
    const [xa, ya] = segment.from;
    const [xb, yb] = segment.to;
    const start = tangentAt(segments[i - 1], segment);
    const end = tangentAt(segment, segments[i + 1]);
    d += `C${f(xa + h)},${f(ya + start * h)} ${f(xb - h)},${f(yb - end * h)} ${f(xb)},${f(yb)}`;
  });
  return d;
}

type Segment = { from: [number, number]; to: [number, number]; dx: number; slope: number };

/** The tangent at the point between two segments (the first and last points have one segment). */
function tangentAt(before: Segment | undefined, after: Segment | undefined): number {
  if (!before) return after?.slope ?? 0;
  if (!after) return before.slope;
  const [a, b] = [before.slope, after.slope];
  if (a * b <= 0) return 0;
  return (3 * (before.dx + after.dx)) / ((2 * after.dx + before.dx) / a + (after.dx + 2 * before.dx) / b);
}

/** About how wide a label is drawn: Chinese characters are square, the rest about 0.6 em. */
export function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) width += /[\u3000-\u9fff\uff00-\uffef]/.test(char) ? fontSize : fontSize * 0.6;
  return width;
}

/** Show every n-th of `count` labels so that labels `labelWidth` wide do not overlap in `space`. */
export function labelEvery(count: number, labelWidth: number, space: number): number {
  if (count <= 1 || space <= 0) return 1;
  return Math.max(1, Math.ceil((count * (labelWidth + 8)) / space));
}

/** The index nearest to a position along `count` evenly spaced points over [start, start + span]. */
export function nearestIndex(position: number, start: number, span: number, count: number): number {
  if (count <= 1 || span <= 0) return 0;
  const index = Math.round(((position - start) / span) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}
