import { beforeEach, describe, expect, it, vi } from 'vitest';

// the module keeps whether the first screen's effects are running: each test starts from a fresh one
let apart: typeof import('./calls-apart.ts');
beforeEach(async () => {
  vi.resetModules();
  apart = await import('./calls-apart.ts');
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('startApart', () => {
  it('starts at once on a page the app drew itself', () => {
    const start = vi.fn();
    apart.startApart(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('over a painted screen, starts each of the first effects’ calls in a task of its own, then later ones at once', async () => {
    apart.startsOverPaintedScreen();
    const order: string[] = [];
    // what each call leaves for its own task (a promise's continuation) runs before the next call
    const call = (name: string) => () => {
      order.push(name);
      void Promise.resolve().then(() => order.push(`${name} settled`));
    };
    apart.startApart(call('audio'));
    apart.startApart(call('news'));
    apart.startApart(call('help'));
    expect(order).toEqual([]);
    await nextTask();
    await nextTask();
    await nextTask();
    expect(order).toEqual(['audio', 'audio settled', 'news', 'news settled', 'help', 'help settled']);

    const later = vi.fn();
    apart.startApart(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not start a call cancelled before its task (the screen went away)', async () => {
    apart.startsOverPaintedScreen();
    const start = vi.fn();
    const cancel = apart.startApart(start);
    cancel();
    await nextTask();
    await nextTask();
    expect(start).not.toHaveBeenCalled();
  });
});
