// The one API client: base /api, the bearer token from local storage, the caller's language,
// JSON or form bodies, types from contract/. It applies the error catalogue of product §8
// (-100, 401, 429) itself; every other answer goes back to the screen that asked.
import type { z } from 'zod';
import type { calls } from '#contract/calls.ts';
import { CODE } from '#contract/codes.ts';
import { type EndpointName, endpoints } from '#contract/endpoints.ts';
import type { Envelope } from '#contract/envelope.ts';
import { API_BASE } from '../env.ts';
import { alertMessage, toast } from '../feedback.ts';
import { currentLang, i18n } from '../i18n.ts';
import { isMessagingApp } from '../messaging-app-detect.ts';
import { leaveTo, navigateTo } from '../navigation.ts';
import { readStorage, removeStorage, STORAGE_KEYS } from '../storage.ts';
import { takeEarlyAnswer } from './early-answers.ts';
import { mockSessionHeader } from './mock-session.ts';
import { routeAfterUnauthorized } from './unauthorized.ts';

type Call<N extends EndpointName> = (typeof calls)[N];
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<C, K extends string> = K extends keyof C ? InputOf<C[K]> : never;
export type DataOf<N extends EndpointName> = z.output<Call<N>['data']>;

export type Request<N extends EndpointName> = {
  params?: Part<Call<N>, 'params'>;
  query?: Part<Call<N>, 'query'>;
  body?: Part<Call<N>, 'body'>;
  /** send the body form-encoded (some of the real backend's calls take it that way) */
  form?: boolean;
  signal?: AbortSignal;
};

/** A failure the screen may show: `code` is the envelope code, or 0 for a network failure. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
    /** true when the client already told the user (maintenance, 429, 401) */
    readonly handled = false,
  ) {
    super(message);
  }
}

export const NETWORK_FAILURE = 0;

/**
 * How requests go out: fetch (or the answer the static build's early module already has for the
 * same request), except in the server's render, which calls its own app in-process.
 */
export const transport = {
  fetch: (url: string, init: RequestInit) => takeEarlyAnswer(url, init) ?? fetch(url, init),
};

function urlOf(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

function encodeBody(body: Record<string, unknown>, form: boolean): { body: string; type: string } {
  if (!form) return { body: JSON.stringify(body), type: 'application/json' };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return { body: search.toString(), type: 'application/x-www-form-urlencoded' };
}

/** /maintenance, remembering the page to try again (calls that end there later keep what it remembers). */
export function maintenancePath({ pathname, search }: { pathname: string; search: string }) {
  if (pathname.startsWith('/maintenance')) return `${pathname}${search}`;
  if (pathname === '/') return '/maintenance';
  return `/maintenance?from=${encodeURIComponent(`${pathname}${search}`)}`;
}

// Calls made together (the page's own, help texts, the user) get 429 together: one alert says it.
let tooFrequentOpen = false;
function alertTooFrequent() {
  if (tooFrequentOpen) return;
  tooFrequentOpen = true;
  void alertMessage(i18n.t('errors.tooFrequent')).finally(() => {
    tooFrequentOpen = false;
  });
}

let explainingExpiry = false;

export function handleUnauthorized() {
  const institution = readStorage(STORAGE_KEYS.institution) === '1';
  // a stored login the server no longer takes has expired: the user is told so (a call that
  // needed a login and had none is only routed to log in)
  const expired = readStorage(STORAGE_KEYS.token) !== null;
  removeStorage(STORAGE_KEYS.token);
  window.dispatchEvent(new Event('session:expired'));
  // the other calls the expired login made wait for the user to have read why
  if (explainingExpiry) return;
  const next = routeAfterUnauthorized(window.location, isMessagingApp(), institution);
  const go = () => (next.kind === 'leave' ? leaveTo(next.url) : navigateTo(next.to, { replace: true }));
  if (!expired) return go();
  if (next.kind === 'navigate') {
    go();
    toast(i18n.t('errors.loginExpired'));
    return;
  }
  // leaving the app for the login page: a toast would go with the page, so an alert says it first
  explainingExpiry = true;
  void alertMessage(i18n.t('errors.loginExpired')).finally(() => {
    explainingExpiry = false;
    go();
  });
}

/** Calls an endpoint and answers its envelope (code 0 or the call's own refusals). */
export async function api<N extends EndpointName>(name: N, request: Request<N> = {}): Promise<Envelope<DataOf<N>>> {
  const { method, path } = endpoints[name];
  const headers: Record<string, string> = { lang: currentLang(), accept: 'application/json', ...mockSessionHeader() };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (method === 'POST') {
    const encoded = encodeBody((request.body ?? {}) as Record<string, unknown>, request.form ?? false);
    body = encoded.body;
    headers['content-type'] = encoded.type;
  }
  let response: Response;
  try {
    response = await transport.fetch(
      urlOf(path, request.params as Record<string, unknown>, request.query as Record<string, unknown>),
      {
        method,
        headers,
        body,
        signal: request.signal,
      },
    );
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_FAILURE, 0, i18n.t('errors.network'));
  }
  if (response.status === 429) {
    alertTooFrequent();
    throw new ApiError(CODE.tooFrequent, 429, i18n.t('errors.tooFrequent'), true);
  }
  let envelope: Envelope<DataOf<N>>;
  try {
    envelope = (await response.json()) as Envelope<DataOf<N>>;
  } catch {
    throw new ApiError(NETWORK_FAILURE, response.status, i18n.t('errors.network'));
  }
  // Development builds and tests only: an answer the contract forbids is reported (a production
  // build drops this, and with it the contract's schemas and zod).
  if (import.meta.env.DEV) (await import('./answer-check.ts')).checkAnswer(name, envelope);
  if (envelope.code === CODE.maintenance) {
    toast(envelope.msg || i18n.t('errors.maintenance'));
    navigateTo(maintenancePath(window.location), { replace: true });
    throw new ApiError(CODE.maintenance, response.status, envelope.msg, true);
  }
  if (response.status === 401 || envelope.code === CODE.unauthorized) {
    handleUnauthorized();
    throw new ApiError(CODE.unauthorized, 401, envelope.msg, true);
  }
  return envelope;
}

/** Calls an endpoint and answers its data; any other code becomes an ApiError with the server's message. */
export async function apiData<N extends EndpointName>(name: N, request: Request<N> = {}): Promise<DataOf<N>> {
  const envelope = await api(name, request);
  if (envelope.code !== CODE.ok) throw new ApiError(envelope.code, 200, envelope.msg);
  return envelope.data;
}

/** Shows an error that the client has not shown yet. */
export function showError(error: unknown) {
  if (error instanceof ApiError) {
    if (!error.handled) toast(error.message || i18n.t('errors.network'));
    return;
  }
  if ((error as Error)?.name === 'AbortError') return;
  toast(i18n.t('errors.network'));
}

/** How long one encryption of a payload serves the calls that send it (decision 42). */
const ENCRYPTION_KEPT_MS = 5 * 60_000;
const encryptions = new Map<string, { value: Promise<string>; at: number }>();

/**
 * common/encrypt, then the value for a `data=` parameter. A payload is encrypted once for every
 * call that sends it within a few minutes (the treasure and its audio status, a second like):
 * calls at the same time share the one request, later ones its answer; a failure is not kept.
 */
export function encrypt(payload: Request<'encrypt'>['body']): Promise<string> {
  const key = JSON.stringify(payload);
  const now = Date.now();
  const kept = encryptions.get(key);
  if (kept && now - kept.at < ENCRYPTION_KEPT_MS) return kept.value;
  for (const [other, { at }] of encryptions) if (now - at >= ENCRYPTION_KEPT_MS) encryptions.delete(other);
  const value = apiData('encrypt', { body: payload }).then((data) => data.data_encrypted);
  encryptions.set(key, { value, at: now });
  value.catch(() => {
    if (encryptions.get(key)?.value === value) encryptions.delete(key);
  });
  return value;
}

/** Forgets every kept encryption (tests start each from none). */
export const forgetEncryptions = () => encryptions.clear();
