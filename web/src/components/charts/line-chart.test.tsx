import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { LineChart } from './line-chart.tsx';

const chart = () =>
  render(
    <LineChart
      title="Views and likes"
      labels={['05-01', '05-02', '05-03']}
      series={[
        { name: 'Views', values: [120, 80, 1500], color: '#8c1c13', area: true },
        { name: 'Likes', values: [3, 9, 27], color: '#c9a063' },
      ]}
      height={200}
      fromZero
      legend
      formatValue={(value) => `${value} ×`}
    />,
  );

describe('the line chart', () => {
  it('draws a line per series with its legend, and round ticks on the value axis', () => {
    const { container } = chart();
    expect(screen.getByRole('img', { name: 'Views and likes' })).toBeTruthy();
    expect(container.querySelectorAll('.chart-line')).toHaveLength(2);
    expect(container.querySelector('.chart-legend')?.textContent).toBe('ViewsLikes');
    const ticks = [...container.querySelectorAll('.chart-tick text')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['0', '500', '1,000', '1,500']);
  });

  it('reads the values of a point on tap and with the arrow keys', () => {
    chart();
    const svg = screen.getByRole('img');
    // jsdom lays nothing out: the svg starts at 0 and is 343 px wide, the plot ends 14 px before
    fireEvent.pointerDown(svg, { clientX: 329, pointerType: 'touch' });
    expect(screen.getByTestId('chart-tip').textContent).toBe('05-03Views 1500 ×Likes 27 ×');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chart-tip').textContent).toBe('05-02Views 80 ×Likes 9 ×');
    fireEvent.keyDown(svg, { key: 'Escape' });
    expect(screen.queryByTestId('chart-tip')).toBeNull();
  });

  it('gives screen readers the figures as a table', () => {
    chart();
    const table = screen.getByRole('table', { name: 'Views and likes' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(table.querySelector('tbody tr')?.textContent).toBe('05-01120 ×3 ×');
  });

  it('leaves a point that a series has no value for blank, in the tip and the table', () => {
    render(
      <LineChart
        title="Views and likes"
        labels={['05-01', '05-02', '05-03']}
        series={[
          { name: 'Views', values: [120, 80, 1500], color: '#8c1c13' },
          { name: 'Likes', values: [3, 9], color: '#c9a063' },
        ]}
        height={200}
        formatValue={(value) => `${value} ×`}
      />,
    );
    fireEvent.pointerDown(screen.getByRole('img'), { clientX: 329, pointerType: 'touch' });
    expect(screen.getByTestId('chart-tip').textContent).toBe('05-03Views 1500 ×Likes ');
    const rows = screen.getByRole('table', { name: 'Views and likes' }).querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.textContent)).toEqual(['05-01120 ×3 ×', '05-0280 ×9 ×', '05-031500 ×']);
  });
});

describe('the bar chart', () => {
  it('writes each value beside a bar scaled to the largest', () => {
    const { container } = render(
      <BarChart title="Masters by views" names={['A', 'B']} values={[2000, 500]} color="#000" />,
    );
    expect(screen.getByRole('list', { name: 'Masters by views' }).textContent).toBe('A2,000B500');
    const widths = [...container.querySelectorAll<HTMLElement>('.chart-bar')].map((bar) => bar.style.width);
    expect(widths).toEqual(['100%', '25%']);
  });

  it('draws a name without a value as an empty bar at 0', () => {
    render(<BarChart title="Masters by views" names={['A', 'B']} values={[2000]} color="#000" />);
    expect(screen.getByRole('list', { name: 'Masters by views' }).textContent).toBe('A2,000B0');
  });
});
