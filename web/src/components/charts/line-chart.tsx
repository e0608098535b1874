// A line chart drawn as SVG: value axis with round ticks, category labels thinned to fit,
// smooth lines (the first may be filled), a legend, and the values of a point read by tapping,
// dragging or the arrow keys. A hidden table gives screen readers the same figures.
import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import './charts.css';
import { grouped } from '../../lib/digits.ts';
import { labelEvery, nearestIndex, niceTicks, smoothPath, textWidth } from './scale.ts';
import { useWidth } from './use-width.ts';

export type LineSeries = { name: string; values: number[]; color: string; area?: boolean };

type Props = {
  /** what the chart shows, for screen readers */
  title: string;
  /** one per point, along the bottom */
  labels: string[];
  series: LineSeries[];
  height: number;
  /** start the value axis at 0 (counts) rather than near the lowest value (prices) */
  fromZero?: boolean;
  legend?: boolean;
  /** mark every point with a dot */
  dots?: boolean;
  formatTick?: (value: number) => string;
  formatValue?: (value: number) => string;
  testId?: string;
};

const FONT_SIZE = 10;
const plain = (value: number) => grouped(value);

export function LineChart({
  title,
  labels,
  series,
  height,
  fromZero = false,
  legend = false,
  dots = false,
  formatTick = plain,
  formatValue = plain,
  testId,
}: Props) {
  const [box, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const id = useId();
  const count = labels.length;

  const values = series.flatMap((s) => s.values);
  const ticks = niceTicks(fromZero ? Math.min(0, ...values) : Math.min(...values), Math.max(...values));
  const [low = 0] = ticks;
  const high = ticks.at(-1) ?? low;
  const tickLabels = ticks.map(formatTick);
  const left = 6 + Math.max(...tickLabels.map((label) => textWidth(label, FONT_SIZE)));
  const [top, right, bottom] = [10, 14, 22];
  const plotWidth = Math.max(1, width - left - right);
  const plotHeight = Math.max(1, height - top - bottom);
  const x = (i: number) => left + (count <= 1 ? plotWidth / 2 : (i * plotWidth) / (count - 1));
  const y = (value: number) => top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  const valueText = (value: number | undefined) => (value === undefined ? '' : formatValue(value));
  const every = labelEvery(count, Math.max(...labels.map((label) => textWidth(label, FONT_SIZE))), plotWidth);

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - bounds.left, left, plotWidth, count));
  };
  const step = (event: KeyboardEvent<SVGSVGElement>) => {
    const move = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (event.key === 'Escape') setActive(null);
    if (!move) return;
    event.preventDefault();
    setActive((index) => Math.min(count - 1, Math.max(0, index === null ? (move > 0 ? 0 : count - 1) : index + move)));
  };

  const tipLeft = active === null ? 0 : Math.min(Math.max(x(active) - 70, 0), Math.max(0, width - 140));
  return (
    <div className="chart" ref={box} data-testid={testId}>
      {legend && (
        <ul className="chart-legend">
          {series.map((s) => (
            <li key={s.name}>
              <i style={{ background: s.color }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <div className="chart-plot">
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys read the points
          tabIndex={0}
          onPointerDown={pick}
          onPointerMove={(event) => (event.pointerType === 'mouse' || event.buttons) && pick(event)}
          onPointerLeave={(event) => event.pointerType === 'mouse' && setActive(null)}
          onKeyDown={step}
          onBlur={() => setActive(null)}
        >
          <defs>
            {series.map((s, i) =>
              s.area ? (
                <linearGradient key={s.name} id={`${id}-fill-${i}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stopColor={s.color} stopOpacity="0.35" />
                  <stop offset="1" stopColor={s.color} stopOpacity="0.02" />
                </linearGradient>
              ) : null,
            )}
          </defs>
          {ticks.map((tick, i) => (
            <g key={tick} className="chart-tick">
              <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} />
              <text x={left - 6} y={y(tick)} dy="0.35em" textAnchor="end">
                {tickLabels[i]}
              </text>
            </g>
          ))}
          {labels.map((label, i) =>
            i % every === 0 ? (
              <text key={`${label}-${i}`} className="chart-label" x={x(i)} y={height - 6} textAnchor="middle">
                {label}
              </text>
            ) : null,
          )}
          {series.map((s, i) => {
            const points = s.values.map((value, j) => [x(j), y(value)] as [number, number]);
            const line = smoothPath(points);
            const base = top + plotHeight;
            return (
              <g key={s.name}>
                {s.area && count > 1 && (
                  <path
                    d={`${line}L${x(count - 1)},${base}L${x(0)},${base}Z`}
                    fill={`url(#${id}-fill-${i})`}
                    stroke="none"
                  />
                )}
                <path d={line} fill="none" stroke={s.color} strokeWidth={s.area ? 2.5 : 2} className="chart-line" />
                {(dots || count === 1) &&
                  points.map(([px, py], j) => (
                    <circle key={j} cx={px} cy={py} r="3.5" fill={s.color} className="chart-dot" />
                  ))}
              </g>
            );
          })}
          {active !== null && (
            <g className="chart-cursor">
              <line x1={x(active)} x2={x(active)} y1={top} y2={top + plotHeight} />
              {series.map((s) => {
                const value = s.values[active];
                return value === undefined ? null : (
                  <circle key={s.name} cx={x(active)} cy={y(value)} r="5" fill={s.color} />
                );
              })}
            </g>
          )}
        </svg>
        {active !== null && (
          <div className="chart-tip" style={{ left: tipLeft }} data-testid="chart-tip">
            <strong>{labels[active]}</strong>
            {series.map((s) => (
              <span key={s.name}>
                <i style={{ background: s.color }} />
                {s.name} {valueText(s.values[active])}
              </span>
            ))}
          </div>
        )}
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={`${label}-${i}`}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.name}>{valueText(s.values[i])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
