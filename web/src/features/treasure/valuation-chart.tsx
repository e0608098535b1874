// The valuation curve: the shared SVG line chart with prices on its axis and in its readout.
// Loaded lazily by /grap, never with the treasure page.
import type { ValuationPoint } from '#contract/calls/treasure-pages.ts';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { formatPrice } from './rules.ts';

/** 1280000 → "128万" (zn) or "1.28M" (en): short labels for the value axis. */
export function shortPrice(value: number, lang: 'zn' | 'en'): string {
  if (lang === 'zn') return value >= 10_000 ? `${formatPrice(value / 10_000)}万` : formatPrice(value);
  if (value >= 1_000_000) return `${formatPrice(value / 1_000_000)}M`;
  if (value >= 1_000) return `${formatPrice(value / 1_000)}K`;
  return formatPrice(value);
}

export default function ValuationChart({
  points,
  lang,
  seriesName,
}: {
  points: ValuationPoint[];
  lang: 'zn' | 'en';
  seriesName: string;
}) {
  return (
    <div className="valuation-chart">
      <LineChart
        title={seriesName}
        labels={points.map((p) => p.valued_at.slice(2, 7).replace('-', '.'))}
        series={[{ name: seriesName, values: points.map((p) => p.price), color: '#8c1c13', area: true }]}
        height={240}
        dots
        formatTick={(value) => shortPrice(value, lang)}
        formatValue={(value) => `¥${formatPrice(value)}`}
        testId="valuation-chart"
      />
    </div>
  );
}
