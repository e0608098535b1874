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
  const n = points.length;
  if (n === 0) return '';
  const [x0, y0] = points[0];
  if (n === 1) return `M${f(x0)},${f(y0)}`;
  const dx: number[] = [];
  const slope: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    dx.push(points[i + 1][0] - points[i][0]);
    slope.push((points[i + 1][1] - points[i][1]) / (dx[i] || 1));
  }
  const tangent = points.map((_, i) => {
    if (i === 0) return slope[0];
    if (i === n - 1) return slope[n - 2];
    const [a, b] = [slope[i - 1], slope[i]];
    if (a * b <= 0) return 0;
    return (3 * (dx[i - 1] + dx[i])) / ((2 * dx[i] + dx[i - 1]) / a + (dx[i] + 2 * dx[i - 1]) / b);
  });
  let d = `M${f(x0)},${f(y0)}`;
  for (let i = 0; i < n - 1; i++) {
    const h = dx[i] / 3;
    const [xa, ya] = points[i];
    const [xb, yb] = points[i + 1];
    d += `C${f(xa + h)},${f(ya + tangent[i] * h)} ${f(xb - h)},${f(yb - tangent[i + 1] * h)} ${f(xb)},${f(yb)}`;
  }
  return d;
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
