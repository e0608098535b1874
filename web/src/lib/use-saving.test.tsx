import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFeedback } from '../test/fake-feedback.ts';
import { ApiError } from './api/client.ts';
import { useSaving } from './use-saving.ts';

const feedback = fakeFeedback();

describe('useSaving', () => {
  it('runs one save at a time: a second press while the first runs does nothing', async () => {
    const { result } = renderHook(() => useSaving());
    let finish!: () => void;
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(work);
      void result.current.run(work);
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(async () => undefined));
    expect(result.current.busy).toBe(false);
  });

  it("shows a failure's message and is ready again", async () => {
    const { result } = renderHook(() => useSaving());
    await act(() =>
      result.current.run(async () => {
        throw new ApiError(1, 200, 'Please fill in your name');
      }),
    );
    expect(feedback.toast).toHaveBeenCalledWith('Please fill in your name');
    expect(result.current.busy).toBe(false);
  });
});
