import { describe, expect, it } from 'vitest';
import { labelEvery, nearestIndex, niceTicks, smoothPath, textWidth } from './scale.ts';

describe('niceTicks', () => {
  it('covers the range in round steps', () => {
    expect(niceTicks(0, 97)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(860_000, 1_280_000)).toEqual([800_000, 1_000_000, 1_200_000, 1_400_000]);
    expect(niceTicks(0.1, 0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('opens a flat range around its value', () => {
    const ticks = niceTicks(500, 500);
    expect(ticks[0]).toBeLessThan(500);
    expect(ticks.at(-1)).toBeGreaterThan(500);
    expect(niceTicks(0, 0)).toEqual([-1, -0.5, 0, 0.5, 1]);
  });
});

describe('smoothPath', () => {
  it('passes through every point', () => {
    const d = smoothPath([
      [0, 10],
      [10, 0],
      [20, 5],
    ]);
    expect(d.startsWith('M0,10')).toBe(true);
    expect(d).toContain(' 10,0C');
    expect(d.endsWith(' 20,5')).toBe(true);
  });

  it('stays flat where the values do (no overshoot)', () => {
    const d = smoothPath([
      [0, 50],
      [10, 50],
      [20, 0],
    ]);
    // the first segment's control points keep y = 50
    expect(d.split('C')[1]).toBe('3.3,50 6.7,50 10,50');
  });

  it('draws nothing for no points and a dot for one', () => {
    expect(smoothPath([])).toBe('');
    expect(smoothPath([[4, 5]])).toBe('M4,5');
  });
});

describe('labels and taps', () => {
  it('measures Chinese characters wider than Latin ones', () => {
    expect(textWidth('估值', 10)).toBe(20);
    expect(textWidth('ab', 10)).toBe(12);
  });

  it('thins the labels that would overlap', () => {
    expect(labelEvery(30, 28, 300)).toBe(4);
    expect(labelEvery(5, 28, 300)).toBe(1);
  });

  it('finds the point nearest to a tap', () => {
    expect(nearestIndex(0, 10, 100, 5)).toBe(0);
    expect(nearestIndex(62, 10, 100, 5)).toBe(2);
    expect(nearestIndex(500, 10, 100, 5)).toBe(4);
    expect(nearestIndex(50, 10, 100, 1)).toBe(0);
  });
});
