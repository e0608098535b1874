// The statistics charts, over the shared SVG charts: figures per day as lines, masters ranked
// as bars. Loaded with the statistics screens only.
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { LineChart, type LineSeries } from '../../components/charts/line-chart.tsx';

export type Series = LineSeries;

/** Figures per day: one line each, the first filled. */
export function TrendChart({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  return (
    <div className="tool-chart">
      <LineChart title={title} labels={days.map((day) => day.slice(5))} series={series} height={220} fromZero legend />
    </div>
  );
}

/** Masters ranked by a figure, as horizontal bars. */
export function RankChart(props: { title: string; names: string[]; values: number[]; color: string }) {
  return (
    <div className="tool-chart">
      <BarChart {...props} />
    </div>
  );
}
