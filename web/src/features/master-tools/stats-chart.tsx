// The statistics charts: echarts (core, with only the line and bar charts and the parts they
// use), loaded with this module only when a statistics screen shows a chart.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type Series = { name: string; values: number[]; color: string; area?: boolean };

const INK = '#5c524a';
const LINE = '#eadfcc';
const FONT = "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

function useChart(option: echarts.EChartsCoreOption, height: number) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!box.current) return;
    chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
    const resize = () => chart.current?.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={box} className="tool-chart" style={{ height }} />;
}

/** Figures per day: one line each, the first filled. */
export function TrendChart({ days, series }: { days: string[]; series: Series[] }) {
  return useChart(
    {
      textStyle: { fontFamily: FONT },
      grid: { left: 8, right: 12, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0, left: 0, itemWidth: 14, itemHeight: 8, textStyle: { color: INK, fontSize: 11 } },
      tooltip: { trigger: 'axis', confine: true },
      xAxis: {
        type: 'category',
        data: days.map((day) => day.slice(5)),
        boundaryGap: false,
        axisLine: { lineStyle: { color: LINE } },
        axisTick: { show: false },
        axisLabel: { color: INK, fontSize: 10, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        splitLine: { lineStyle: { color: LINE, type: 'dashed' } },
        axisLabel: { color: INK, fontSize: 10 },
      },
      series: series.map((s) => ({
        name: s.name,
        type: 'line',
        data: s.values,
        smooth: true,
        showSymbol: false,
        lineStyle: { width: 2, color: s.color },
        itemStyle: { color: s.color },
        areaStyle: s.area
          ? {
              color: new echarts.graphic.LinearGradient(0, 0, 0, 1, [
                { offset: 0, color: `${s.color}55` },
                { offset: 1, color: `${s.color}05` },
              ]),
            }
          : undefined,
      })),
    },
    220,
  );
}

/** Masters ranked by a figure, as horizontal bars. */
export function RankChart({ names, values, color }: { names: string[]; values: number[]; color: string }) {
  return useChart(
    {
      textStyle: { fontFamily: FONT },
      grid: { left: 8, right: 40, top: 4, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
      xAxis: { type: 'value', show: false },
      yAxis: {
        type: 'category',
        inverse: true,
        data: names,
        axisLine: { show: false },
        axisTick: { show: false },
        axisLabel: { color: INK, fontSize: 12, width: 96, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          data: values,
          barWidth: 12,
          itemStyle: {
            borderRadius: [0, 6, 6, 0],
            color: new echarts.graphic.LinearGradient(0, 0, 1, 0, [
              { offset: 0, color: '#c9a063' },
              { offset: 1, color },
            ]),
          },
          label: {
            show: true,
            position: 'right',
            color: INK,
            fontSize: 11,
            formatter: (p: { value: unknown }) => Number(p.value).toLocaleString('en-US'),
          },
        },
      ],
    },
    Math.max(80, names.length * 34),
  );
}
