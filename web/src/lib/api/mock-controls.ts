// Calls to the mock's own controls (/__mock: scenarios, reset, the journal, the payment
// callback). Each needs the token the server prints at start-up as a link with `?mock_token=`
// (kept by mock-session.ts, adoptMockToken), on this machine as on a phone; it goes as a header,
// which no other site's page can make a browser send. Every call goes to this browser's sandbox,
// as JSON (the server refuses any other POST). Loaded with the demo panel and the emulator, not
// with the first visit.

import { serverUrl } from '../env.ts';
import { currentLang } from '../i18n.ts';
import { readStorage, STORAGE_KEYS } from '../storage.ts';
import { mockSessionHeader } from './mock-session.ts';

/** The server refused this device the controls: it has no token, or an old one. */
export class MockControlsLocked extends Error {
  constructor() {
    super('mock controls locked');
  }
}

const tokenHeader = (): Record<string, string> => {
  const token = readStorage(STORAGE_KEYS.mockToken);
  return token ? { 'x-mock-token': token } : {};
};

/** One control call: whether it succeeded, the envelope's `data` and its message; a 403 throws MockControlsLocked. */
export async function callMockControl<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const sends = method !== 'GET';
  const response = await fetch(serverUrl(`/__mock/${path}`), {
    method,
    headers: {
      lang: currentLang(),
      ...mockSessionHeader(),
      ...tokenHeader(),
      ...(sends ? { 'content-type': 'application/json' } : {}),
    },
    body: sends ? JSON.stringify(body ?? {}) : undefined,
  });
  if (response.status === 403) throw new MockControlsLocked();
  const answer = (await response.json()) as { code: number; msg?: string; data: T };
  return { ok: response.ok && answer.code === 0, data: answer.data, msg: answer.msg };
}

/** A control page opened as a link (the journal): the sandbox and the token go in its query. */
export function mockControlLink(path: string): string {
  const query = new URLSearchParams();
  const sandbox = mockSessionHeader()['x-mock-session'];
  if (sandbox) query.set('mock_session', sandbox);
  const token = readStorage(STORAGE_KEYS.mockToken);
  if (token) query.set('mock_token', token);
  const search = query.toString();
  return serverUrl(`/__mock/${path}${search ? `?${search}` : ''}`);
}
