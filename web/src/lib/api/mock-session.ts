// Demo sandboxes: opening the app with `?mock_session=<name>` puts this browser in its own copy
// of the mock's data (server/sandboxes.ts), so two people can demo side by side; every call then
// carries X-Mock-Session. `?mock_session=` (empty) leaves the sandbox. Never with a real backend.
import { IS_MOCK_BACKEND } from '../env.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';

const NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** The sandbox's name, after taking a `mock_session` query parameter into account. */
export function mockSession(search = import.meta.env.SSR ? '' : window.location.search): string | null {
  // the server's render works on the shared data, as a visitor without a sandbox
  if (!IS_MOCK_BACKEND || import.meta.env.SSR) return null;
  const asked = new URLSearchParams(search).get('mock_session');
  if (asked !== null) {
    if (asked === '') removeStorage(STORAGE_KEYS.mockSession);
    else if (NAME.test(asked)) writeStorage(STORAGE_KEYS.mockSession, asked);
  }
  return readStorage(STORAGE_KEYS.mockSession);
}

/**
 * Keeps a `mock_token` query parameter for this browser (the mock's controls ask for it on every
 * request: mock-controls.ts; the server prints the link at start-up) and takes it out of the
 * address bar, so that a shared link or a screenshot never carries it.
 */
export function adoptMockToken() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('mock_token');
  if (token === null) return;
  if (token) writeStorage(STORAGE_KEYS.mockToken, token);
  url.searchParams.delete('mock_token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The header that puts a request in the sandbox, when there is one. */
export function mockSessionHeader(): Record<string, string> {
  const name = mockSession();
  return name ? { 'x-mock-session': name } : {};
}
