// The one fake /api of the web tests. It stands in for fetch, recognises each request as a call
// of the contract (contract/endpoints.ts), plays common/encrypt (its answer is the body as
// JSON, so that `payload` shows what was protected), and gives every other call to the first
// handler that answers it. The client checks each answer against the call's schemas
// (lib/api/answer-check.ts), so a fake the server could never send fails the test.
//
// Start from the seed: seedData(name) is what the seeded server answered for the call,
// recorded in contract/openapi-examples.json as its `ok` example (a contract test keeps that file current).
import { vi } from 'vitest';
import type { z } from 'zod';
import type { calls as contractCalls } from '#contract/calls.ts';
import { CODE } from '#contract/codes.ts';
import { type EndpointName, endpoints } from '#contract/endpoints.ts';
import recorded from '#contract/openapi-examples.json' with { type: 'json' };
import { forgetEncryptions } from '../lib/api/client.ts';

type Envelope = { code: number; msg: string; data: unknown };
/** A fake answer: an envelope (HTTP 200), an envelope with its HTTP status, or a text that is no JSON. */
export type FakeAnswer = Envelope | { status: number; body: Envelope } | { status: number; text: string };

export type FakeRequest = {
  /** the calls of the contract this request can be (goods/info serves two) */
  names: EndpointName[];
  method: string;
  /** without /api */
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** what the request's `data` carried through common/encrypt */
  payload: Record<string, unknown>;
  headers: Record<string, string>;
};
export type Handler = (request: FakeRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/** What a call's success answer carries, as JSON (before the client's types). */
export type DataOf<N extends EndpointName> = z.input<(typeof contractCalls)[N]['data']>;

export const ok = (data: unknown, msg = 'success'): Envelope => ({ code: CODE.ok, msg, data });
export const refusal = (status: number, code: number, msg: string) => ({ status, body: { code, msg, data: null } });

/** the recorded examples by call, each by name: `ok` is the success */
const examples = recorded as Record<string, { ok?: { answer?: { data?: unknown } } }>;

/** The `data` the seeded server answered for `name`, a copy of its own, with `changes` over it. */
export function seedData<N extends EndpointName>(name: N, changes: Partial<DataOf<N>> = {}): DataOf<N> {
  const example = examples[endpoints[name].id]?.ok?.answer;
  if (!example) throw new Error(`no recorded answer of ${endpoints[name].id} in contract/openapi-examples.json`);
  return { ...(structuredClone(example.data) as DataOf<N>), ...changes };
}

/** A handler per call, by the contract's name: `answers({ ownerProfile: () => ok(seedData('ownerProfile')) })`. */
export const answers =
  (byName: { [N in EndpointName]?: Handler }): Handler =>
  (request) => {
    for (const name of request.names) {
      const handler = byName[name];
      if (handler) return handler(request);
    }
    return undefined;
  };

const routes = (Object.keys(endpoints) as EndpointName[]).map((name) => ({
  name,
  method: endpoints[name].method as string,
  pattern: new RegExp(`^${endpoints[name].path.replace(/:\w+/g, '[^/]+')}$`),
}));

const namesOf = (method: string, path: string) =>
  routes.filter((route) => route.method === method && route.pattern.test(path)).map((route) => route.name);

function bodyOf(init: RequestInit): Record<string, unknown> {
  if (typeof init.body !== 'string') return {};
  return init.body.startsWith('{') ? JSON.parse(init.body) : Object.fromEntries(new URLSearchParams(init.body));
}

function payloadOf(data: unknown): Record<string, unknown> {
  try {
    return typeof data === 'string' ? JSON.parse(data) : {};
  } catch {
    return {};
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Plays common/encrypt: the protected text is the body as JSON. */
export const encryptAsJson: Handler = ({ names, body }) =>
  names.includes('encrypt') ? ok({ data_encrypted: JSON.stringify(body) }) : undefined;

/**
 * Stubs fetch with the handlers (then common/encrypt), forgetting the encryptions the client kept. A call no handler answers gets a fault
 * (500) naming it. Answers the requests made (common/encrypt aside), in order.
 */
export function fakeApi(...handlers: Handler[]) {
  // a new fake API encrypts anew: what an earlier test's kept would skip the calls this one counts
  forgetEncryptions();
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = bodyOf(init);
    const request: FakeRequest = {
      names: namesOf(method, path),
      method,
      path,
      query: url.searchParams,
      body,
      payload: payloadOf(method === 'GET' ? url.searchParams.get('data') : body.data),
      headers: { ...(init.headers as Record<string, string>) },
    };
    if (!request.names.includes('encrypt')) calls.push(request);
    for (const handler of [...handlers, encryptAsJson]) {
      const answer = await handler(request);
      if (!answer) continue;
      if ('text' in answer) return new Response(answer.text, { status: answer.status });
      return 'status' in answer ? json(answer.status, answer.body) : json(200, answer);
    }
    return json(500, { code: CODE.internal, msg: `no fake for ${method} ${path}`, data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    called: (path: string) => calls.filter((request) => request.path === path),
  };
}
