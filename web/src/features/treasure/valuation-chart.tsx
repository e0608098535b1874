// The valuation curve drawn by echarts (only its core, the line chart and what it needs).
// This module is loaded lazily by /grap, never with the treasure page.
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ValuationPoint } from '#contract/calls/treasure-pages.ts';
import { formatPrice } from './rules.ts';

echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

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
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current, undefined, { renderer: 'svg' });
    chart.setOption({
      animationDuration: 600,
      grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: unknown) => `¥${formatPrice(Number(value))}`,
        backgroundColor: 'rgba(31,26,23,0.85)',
        borderWidth: 0,
        textStyle: { color: '#fff8e8', fontSize: 12 },
      },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: points.map((p) => p.valued_at.slice(2, 7).replace('-', '.')),
        axisLine: { lineStyle: { color: '#eadfcc' } },
        axisTick: { show: false },
        axisLabel: { color: '#5c524a', fontSize: 10, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        scale: true,
        splitNumber: 4,
        splitLine: { lineStyle: { color: '#f2eadb', type: 'dashed' } },
        axisLabel: { color: '#5c524a', fontSize: 10, formatter: (value: number) => shortPrice(value, lang) },
      },
      series: [
        {
          name: seriesName,
          type: 'line',
          smooth: true,
          symbol: 'circle',
          symbolSize: 6,
          data: points.map((p) => p.price),
          lineStyle: { width: 3, color: '#8c1c13' },
          itemStyle: { color: '#8c1c13', borderColor: '#fffdf8', borderWidth: 2 },
          areaStyle: {
            color: new echarts.graphic.LinearGradient(0, 0, 0, 1, [
              { offset: 0, color: 'rgba(201,160,99,0.45)' },
              { offset: 1, color: 'rgba(201,160,99,0.02)' },
            ]),
          },
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [points, lang, seriesName]);
  return (
    <div ref={host} className="valuation-chart" role="img" aria-label={seriesName} data-testid="valuation-chart" />
  );
}
