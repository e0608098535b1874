import { afterEach, describe, expect, it, vi } from 'vitest';
import { callMockControl, MockControlsLocked, mockControlLink } from './mock-controls.ts';
import { adoptMockToken } from './mock-session.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const answering = (status: number, body: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('the controls token of this device', () => {
  it('is taken from ?mock_token=, kept, and removed from the address bar', () => {
    window.history.replaceState(null, '', '/detail/1?mock_token=secret-1&x=2#top');
    adoptMockToken();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/detail/1?x=2#top');
    expect(mockControlLink('requests')).toBe('/__mock/requests?mock_token=secret-1');
  });

  it('is sent with every control call, which is JSON with the sandbox header', async () => {
    localStorage.setItem('demo_mock_token', 'secret-2');
    localStorage.setItem('mock_session', 'room-1');
    const fetch = answering(200, { code: 0, msg: 'reset', data: null });
    expect(await callMockControl('POST', 'reset')).toEqual({ ok: true, data: null, msg: 'reset' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/__mock/reset');
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-mock-token': 'secret-2',
      'x-mock-session': 'room-1',
    });
    expect(mockControlLink('requests')).toBe('/__mock/requests?mock_session=room-1&mock_token=secret-2');
  });

  it('a 403 (another device without the token) is MockControlsLocked', async () => {
    answering(403, { code: 403, msg: 'locked', data: null });
    await expect(callMockControl('GET', 'scenario')).rejects.toBeInstanceOf(MockControlsLocked);
  });
});
