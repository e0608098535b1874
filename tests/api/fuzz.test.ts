// Property-based fuzzing of every call of the contract: fast-check builds requests from each
// call's own schemas (params, query, body, encrypted `data`), valid and broken (wrong types,
// missing and extra fields, long and odd strings, bad JSON, other content types, forged
// tokens), and asserts: never a 5xx, always the envelope, and a refusal writes nothing. The same
// requests go to the edge mode before the mock too, and through the pass-through (another mock,
// with keys of its own, forwarding every call to this one): fewer of them, each crosses a socket.
// A failure prints its seed and path; replay it with FUZZ_SEED=<seed> (and FUZZ_PATH=<path>).
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../contract/calls.ts';
import type { CallDef } from '../../contract/define-call.ts';
import { createCipher } from '../../server/services/cipher.ts';
import { flushReads } from '../../server/services/read-counts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { edgeBefore } from '../support/edge.ts';
import { arbitraryOf, type JsonSchema } from '../support/fuzz-arbitraries.ts';
import { loginAs } from '../support/session.ts';
import { watchWrites } from '../support/write-watch.ts';

const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 60);
const EDGE_RUNS_PER_CALL = Number(process.env.FUZZ_EDGE_RUNS ?? 12);
const PASS_RUNS_PER_CALL = Number(process.env.FUZZ_PASS_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const PATH = process.env.FUZZ_PATH;

let t: TestApp;
let edge: FastifyInstance;
let pass: TestApp;
let tokens: string[];
let writesSoFar: () => number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '10000000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const backend = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ({ edge } = await edgeBefore(backend));
  // keys of its own: the tokens and the encrypted data are the backend's, and go on to it
  pass = await createTestApp({
    MOCK_UPSTREAM: backend,
    RATE_LIMIT_MAX: '10000000',
    JWT_SECRET: 'the-pass-through-own-jwt-secret',
    ENCRYPTION_KEY: 'the-pass-through-own-encryption-key',
  });
  tokens = await Promise.all(
    ['demo-visitor', 'demo-master', 'demo-collector', 'demo-assistant'].map((code) => loginAs(t, code)),
  );
  writesSoFar = watchWrites(t.db);
});
afterAll(async () => {
  await edge?.close();
  await pass?.close();
  await t.close();
});

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;

/** Anything at all in place of a well-formed value. */
const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 500, maxLength: 3000 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    '[]',
    '{}',
    '%',
    '../../etc/passwd',
    "' or 1=1 --",
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '😀'.repeat(50),
  ),
);

/** A value for a schema: mostly well-formed, sometimes broken (a field dropped, changed or added). */
function fuzzedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const good = arbitraryOf(schema);
  const broken: fc.Arbitrary<unknown> =
    schema.type === 'object'
      ? fc.tuple(good, fc.string({ maxLength: 12 }), junk).map(([value, key, bad]) => {
          const keys = Object.keys(schema.properties ?? {});
          const target = keys.length && key.length % 2 === 0 ? (keys[key.length % keys.length] ?? key) : key || 'extra';
          return { ...(value as object), [target]: bad };
        })
      : junk;
  return fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: broken }, { weight: 1, arbitrary: junk });
}

type Sent = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** As text, whatever it is (fast-check's objects may have no prototype). */
const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const asQuery = (value: unknown) => {
  const query = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      if (Array.isArray(inner)) for (const item of inner) query.append(key, text(item));
      else query.append(key, text(inner));
    }
  } else if (value !== undefined) query.append('q', text(value));
  return query.toString();
};

function requestsFor(def: CallDef): fc.Arbitrary<Sent> {
  const cipher = createCipher(t.config.encryptionKey);
  const part = (schema: z.ZodType | undefined) => (schema ? fuzzedValue(jsonSchemaOf(schema)) : fc.constant(undefined));
  const encrypted = def.encrypted
    ? fc.oneof(
        { weight: 3, arbitrary: part(def.encrypted).map((payload) => cipher.encrypt(payload)) },
        { weight: 1, arbitrary: junk.map(text) },
      )
    : fc.constant(undefined);
  return fc
    .record({
      params: part(def.params),
      query: part(def.query),
      body: part(def.body),
      data: encrypted,
      token: fc.constantFrom(undefined, ...tokens, 'forged.token.value', `${tokens[0]}x`),
      lang: fc.constantFrom(undefined, 'en', 'zn', 'xx'),
      encoding: fc.constantFrom('json', 'json', 'form', 'broken-json', 'text', 'none'),
      // a query as no encoder writes it: a lone %, a cut-off UTF-8 sequence, a climbing value
      raw: fc.constantFrom(undefined, undefined, undefined, 'keyword=100%', 'kw=%E0%A4%A', '%zz=1', 'q=../../x'),
    })
    .map(({ params, query, body, data, token, lang, encoding, raw }) => {
      const path = def.path.replace(/:(\w+)/g, (_, name: string) => {
        const value = (params as Record<string, unknown> | undefined)?.[name] ?? params;
        return encodeURIComponent(text(value));
      });
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (lang) headers.lang = lang;
      const withData = (value: unknown) =>
        data === undefined ? value : { ...(value && typeof value === 'object' ? value : {}), data };
      const joined = (search: string) => [search, raw].filter(Boolean).join('&');
      if (def.method === 'GET') {
        const search = joined(asQuery(withData(query)));
        return { method: 'GET' as const, url: `/api${path}${search ? `?${search}` : ''}`, headers };
      }
      const sent = withData(body);
      const search = joined(asQuery(query));
      const url = `/api${path}${search ? `?${search}` : ''}`;
      switch (encoding) {
        case 'form':
          return {
            method: 'POST' as const,
            url,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: asQuery(sent),
          };
        case 'broken-json':
          return {
            method: 'POST' as const,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: `${JSON.stringify(sent ?? {}).slice(0, -1)}`,
          };
        case 'text':
          return {
            method: 'POST' as const,
            url,
            headers: { ...headers, 'content-type': 'text/plain' },
            payload: text(sent),
          };
        case 'none':
          return { method: 'POST' as const, url, headers };
        default:
          return {
            method: 'POST' as const,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(sent ?? {}),
          };
      }
    });
}

/** What the runs reached: a fuzzer that only ever meets the schema checks proves little. */
const reached = { requests: 0, successes: 0, callsWithASuccess: new Set<string>(), writingSuccesses: 0 };
function tally(def: CallDef, success: boolean, wrote: boolean) {
  reached.requests++;
  if (!success) return;
  reached.successes++;
  reached.callsWithASuccess.add(def.id);
  if (wrote) reached.writingSuccesses++;
}

/** Checks one answer to `sent`; answers whether it was a success and whether it wrote. */
async function answered(def: CallDef, sent: Sent, send: (sent: Sent) => Promise<LightMyRequestResponse>) {
  flushReads(t.db);
  const before = writesSoFar();
  const res = await send(sent);
  const what = `${sent.method} ${sent.url} ${sent.payload ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (def.produces === 'text/html' && !isJson) return { success: res.statusCode < 400, wrote: false };
  expect(isJson, what).toBe(true);
  const body = res.json() as { code?: unknown; msg?: unknown; data?: unknown };
  expect(typeof body.code, what).toBe('number');
  expect(typeof body.msg === 'string' && body.msg.length > 0, what).toBe(true);
  expect('data' in body, what).toBe(true);
  const wrote = writesSoFar() - before;
  if (body.code !== 0) expect(wrote, `a refusal wrote: ${what}`).toBe(0);
  return { success: body.code === 0, wrote: wrote > 0 };
}

const everyCall = Object.entries(calls) as [string, CallDef][];

describe('fuzzing every call of the contract', () => {
  it.each(everyCall)('%s', async (_name, def) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(def), async (sent) => {
        const { success, wrote } = await answered(def, sent, (request) => t.app.inject(request));
        tally(def, success, wrote);
      }),
      { numRuns: RUNS_PER_CALL, seed: SEED, path: PATH, endOnFailure: true },
    );
  });

  it('reached past the schema checks: successes on most calls, and writes that the watch saw', () => {
    // about 3,700 requests, 13-15% successes on 34-37 of the 62 calls (seeds 1-7)
    expect(reached.requests).toBeGreaterThan(0.9 * Object.keys(calls).length * RUNS_PER_CALL);
    expect(reached.successes / reached.requests).toBeGreaterThan(0.05);
    expect(reached.callsWithASuccess.size).toBeGreaterThan(Object.keys(calls).length / 3);
    expect(reached.writingSuccesses).toBeGreaterThan(0);
  });
});

describe('fuzzing every call through the edge mode, before the mock', () => {
  it.each(everyCall)('%s', async (_name, def) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(def), async (sent) => {
        await answered(def, sent, (request) => edge.inject(request));
      }),
      { numRuns: EDGE_RUNS_PER_CALL, seed: SEED, path: PATH, endOnFailure: true },
    );
  });
});

describe('fuzzing every call through the pass-through, before the mock', () => {
  it.each(everyCall)('%s', async (_name, def) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(def), async (sent) => {
        await answered(def, sent, (request) => pass.app.inject(request));
      }),
      { numRuns: PASS_RUNS_PER_CALL, seed: SEED, path: PATH, endOnFailure: true },
    );
  });
});
