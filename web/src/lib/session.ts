// The session: the token and user in local storage (product §3), the code exchange of the
// login flow (product §7), and the privacy/login popup that every login-only action opens.
import { useSyncExternalStore } from 'react';
import type { Me } from '#contract/entities/user.ts';
import { apiData } from './api/client.ts';
import { browserLoginPath, loginRedirectUrl } from './api/unauthorized.ts';
import { isMessagingApp } from './messaging-app-detect.ts';
import { leaveTo, navigateTo } from './navigation.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeJson, writeStorage } from './storage.ts';

export type LoginPopup = null | 'privacy' | 'phone' | 'authorise';
export type SessionStatus = 'idle' | 'loading' | 'loaded' | 'failed';

type SessionState = {
  token: string | null;
  me: Me | null;
  /** false when nt said the user is not a master (spec: the not-authorised mark) */
  isMaster: boolean | null;
  popup: LoginPopup;
  /** the auth code waiting for a phone number */
  pendingCode: string | null;
  exchanging: boolean;
  /**
   * Where auth/me stands: 'idle' before anything asked (or after a logout), 'loading' while it
   * is asked, 'loaded' once `me` is set, 'failed' when the last attempt failed (with its message).
   * Screens wait on it instead of guessing how long the start-up load takes.
   */
  meStatus: SessionStatus;
  meError: string | null;
};

let state: SessionState = {
  token: readStorage(STORAGE_KEYS.token),
  me: null,
  isMaster: readStorage(STORAGE_KEYS.isMaster) === null ? null : readStorage(STORAGE_KEYS.isMaster) === '1',
  popup: null,
  pendingCode: null,
  exchanging: false,
  meStatus: 'idle',
  meError: null,
};
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update,
};

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

if (!import.meta.env.SSR)
  window.addEventListener('session:expired', () => update({ token: null, me: null, meStatus: 'idle', meError: null }));

export function storeToken(token: string, isMaster: boolean) {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.isMaster, isMaster ? '1' : '0');
  update({ token, isMaster });
}

function storeMe(me: Me) {
  writeStorage(STORAGE_KEYS.isAcc, me.artist_user_id ? '1' : '0');
  writeStorage(STORAGE_KEYS.institution, me.is_collector_inst ? '1' : '0');
  if (me.artist_id) writeStorage(STORAGE_KEYS.artId, String(me.artist_id));
  else removeStorage(STORAGE_KEYS.artId);
  if (me.bindsalesman) writeJson(STORAGE_KEYS.salesmanInfo, me.bindsalesman);
  else removeStorage(STORAGE_KEYS.salesmanInfo);
  update({ me, meStatus: 'loaded', meError: null });
}

export function logout() {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.isMaster,
    STORAGE_KEYS.isAcc,
    STORAGE_KEYS.artId,
    STORAGE_KEYS.salesmanInfo,
    STORAGE_KEYS.institution,
  ]) {
    removeStorage(key);
  }
  update({ token: null, me: null, isMaster: null, meStatus: 'idle', meError: null });
}

/** Loads (or reloads, after switching master) the user of auth/me. */
export async function loadMe(): Promise<Me | null> {
  if (!readStorage(STORAGE_KEYS.token)) return null;
  update({ meStatus: 'loading', meError: null });
  try {
    const me = await apiData('me');
    storeMe(me);
    return me;
  } catch (error) {
    update({ meStatus: 'failed', meError: error instanceof Error ? error.message : '' });
    throw error;
  }
}

/**
 * For screens that need the user: loads it when nothing has asked yet (a token set after the
 * start, a screen opened first). A load under way is left to finish; a failed one waits for
 * the screen's retry.
 */
export function ensureMe() {
  if (state.token && !state.me && state.meStatus === 'idle') void loadMe().catch(() => undefined);
}

/** Takes `code` out of the address bar once it has been used. */
export function dropCodeFromUrl() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('code')) return;
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Starts the messaging app's authorisation, coming back to `returnUrl`. */
export function startLogin(returnUrl = window.location.href) {
  update({ popup: null });
  if (isMessagingApp()) leaveTo(loginRedirectUrl(returnUrl));
  else {
    const url = new URL(returnUrl, window.location.origin);
    navigateTo(browserLoginPath(url.pathname, url.search));
  }
}

/** For login-only actions: true with a token, otherwise opens the privacy/login popup. */
export function requireLogin(): boolean {
  if (state.token) return true;
  update({ popup: 'privacy' });
  return false;
}

export const closeLoginPopup = () => update({ popup: null });
