import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/client.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { useToolSubmit } from './use-tool-submit.ts';

const feedback = fakeFeedback();

beforeEach(() => {
  for (const fn of Object.values(feedback)) fn.mockClear();
});

const submission = (changes: object = {}) => ({
  problem: null,
  send: vi.fn(async () => undefined),
  succeeded: 'Saved',
  afterwards: vi.fn(),
  ...changes,
});

describe('useToolSubmit', () => {
  it('sends nothing while a picture is still uploading', async () => {
    const { result } = renderHook(() => useToolSubmit());
    const form = submission({ uploads: { stillUploading: () => true }, problem: 'never shown' });
    await act(() => result.current.submit(form));
    expect(form.send).not.toHaveBeenCalled();
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('shows the first problem and sends nothing', async () => {
    const { result } = renderHook(() => useToolSubmit());
    const form = submission({ problem: 'Please fill in the name' });
    await act(() => result.current.submit(form));
    expect(feedback.toast).toHaveBeenCalledWith('Please fill in the name');
    expect(form.send).not.toHaveBeenCalled();
  });

  it('sends, says it succeeded, then does what follows', async () => {
    const { result } = renderHook(() => useToolSubmit());
    const form = submission({ uploads: { stillUploading: () => false } });
    await act(() => result.current.submit(form));
    expect(form.send).toHaveBeenCalledOnce();
    expect(feedback.toastSuccess).toHaveBeenCalledWith('Saved');
    expect(form.afterwards).toHaveBeenCalledOnce();
    expect(result.current.busy).toBe(false);
  });

  it("shows a refusal's message, without the success toast or what follows", async () => {
    const { result } = renderHook(() => useToolSubmit());
    const form = submission({
      send: vi.fn(async () => {
        throw new ApiError(400, 200, 'Too long');
      }),
    });
    await act(() => result.current.submit(form));
    expect(feedback.toast).toHaveBeenCalledWith('Too long');
    expect(feedback.toastSuccess).not.toHaveBeenCalled();
    expect(form.afterwards).not.toHaveBeenCalled();
  });
});
