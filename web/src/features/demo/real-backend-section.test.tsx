// The demo panel's section on the real backend: shown only with a backend or a recording; the
// forwarded calls, each back to the mock with one tap; what moved with a change and why a change
// was refused; the count and the newest differences from the contract.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { type Control, RealBackendSection } from './real-backend-section.tsx';

const feedback = fakeFeedback();

const FORWARDING = {
  upstream: 'https://staging.example',
  all: false,
  calls: ['common/encrypt', 'goods/info'],
  replay: null,
};
const VIOLATIONS = {
  count: 3,
  spec: 1,
  list: [
    {
      id: 3,
      call: 'goods.audioStatus',
      field: 'data.audio_status',
      tier: 'spec',
      expected: 'number, required',
      got: 'nothing',
    },
  ],
};

function controls(answers: Record<string, (body?: unknown) => unknown>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const control = (async (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    const answer = (answers[`${method} ${path}`] ?? answers[`${method} ${path.split('?')[0]}`])?.(body);
    return answer === undefined ? null : answer;
  }) as Control;
  return { control, calls };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  feedback.toast.mockClear();
});

describe('the real backend in the demo panel', () => {
  it('is not there when the mock has neither a backend nor a recording', async () => {
    const { control, calls } = controls({
      'GET forward': () => ({ ok: true, data: { ...FORWARDING, upstream: null } }),
      'GET violations': () => ({ ok: true, data: VIOLATIONS }),
    });
    const { container } = render(<RealBackendSection control={control} />);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(container.innerHTML).toBe('');
  });

  it('shows the backend, the calls it answers and the differences it showed', async () => {
    const MOCK_TIER = {
      id: 4,
      call: 'goods.info',
      field: 'data.is_unit',
      tier: 'mock',
      expected: 'number',
      got: 'nothing',
    };
    const { control } = controls({
      'GET forward': () => ({ ok: true, data: FORWARDING }),
      'GET violations?tier=spec&limit=10': () => ({ ok: true, data: VIOLATIONS }),
      'GET violations?tier=mock&limit=10': () => ({ ok: true, data: { ...VIOLATIONS, list: [MOCK_TIER] } }),
    });
    render(<RealBackendSection control={control} />);
    await screen.findByText('Backend: https://staging.example');
    screen.getByText('Forwarded calls (2)');
    screen.getByText('Differences from the contract: 3 (1 of the spec)');
    const listed = [...screen.getByTestId('demo-violations').querySelectorAll('li')].map((li) => li.textContent);
    expect(listed, 'the spec’s first').toEqual([
      'goods.audioStatus [spec] data.audio_status should be number, required, came nothing',
      'goods.info [mock] data.is_unit should be number, came nothing',
    ]);
  });

  it('sends a call back to the mock, says what moved with it, and shows a refusal as the server words it', async () => {
    const { control, calls } = controls({
      'GET forward': () => ({ ok: true, data: FORWARDING }),
      'GET violations': () => ({ ok: true, data: { count: 0, spec: 0, list: [] } }),
      'PUT forward': (body) =>
        JSON.stringify(body).includes('"mock"')
          ? { ok: true, data: { ...FORWARDING, calls: [], moved: [{ call: 'common/encrypt', with: 'goods/info' }] } }
          : { ok: false, data: null, msg: 'The contract has no such call: goods/none' },
    });
    render(<RealBackendSection control={control} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the mock: goods/info' }));
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: 'forward', body: { calls: { 'goods/info': 'mock' } } });
    await screen.findByText('No call is forwarded: the mock answers all');
    expect(feedback.toast).toHaveBeenCalledWith('common/encrypt goes with goods/info', 3000);
    await userEvent.type(screen.getByPlaceholderText('A call, e.g. goods/info'), 'goods/none');
    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(calls.at(-1)?.body).toEqual({ calls: { 'goods/none': 'upstream' } });
    expect(feedback.toast).toHaveBeenLastCalledWith('The contract has no such call: goods/none');
  });
});
