// @vitest-environment jsdom
// The web client and the committed OpenAPI document agree on every call the client makes: each
// call named in web/src (api('…'), apiData('…'), encrypt(), uploadPicture()) is sent through
// the real client with the recorded success request, and what goes out (method, path, query,
// content type, body) must be what the document declares, as a mock server fed the document
// (Prism) checks it: a body where none is declared is refused there with 415.

import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt, valueAt } from '#contract/present.ts';
import { type EndpointName, endpoints } from '../../contract/endpoints.ts';
import type { OperationExample } from '../../contract/openapi.ts';
import recordedExamples from '../../contract/openapi-examples.json' with { type: 'json' };
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import { api, encrypt, transport } from '../../web/src/lib/api/client.ts';
import { initI18n } from '../../web/src/lib/i18n.ts';
import { uploadPicture } from '../../web/src/lib/upload-picture.ts';

type Operation = {
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; schema: object }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: object }> };
};
const doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const examples = recordedExamples as Record<string, Record<string, OperationExample>>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc, 'openapi.json');

/** The endpoint names the web client calls, read off its source (tests left out). */
function namesCalledByTheWeb(): Set<string> {
  const files = readdirSync('web/src', { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|test-support|test-kit|^test\//.test(file),
  );
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(`web/src/${file}`, 'utf8');
    for (const [, name] of source.matchAll(/\bapi(?:Data)?\(\s*'(\w+)'/g)) if (name) names.add(name);
  }
  return names;
}

type Sent = { method: string; url: URL; contentType?: string; body?: BodyInit | null };
let sent: Sent[] = [];
const realFetch = transport.fetch;
const realGlobalFetch = globalThis.fetch;
beforeAll(async () => {
  await initI18n('zn');
  const capture = async (url: string | URL | Request, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(String(url), 'http://mock'),
      contentType: headers['content-type'],
      body: init.body,
    });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  transport.fetch = capture;
  globalThis.fetch = capture as typeof fetch;
});
afterAll(() => {
  transport.fetch = realFetch;
  globalThis.fetch = realGlobalFetch;
});
/** what the stand-in server answers: the call's recorded success */
let answer: unknown;

/** The document's operation for what was sent, and its path template. */
function operationFor({ method, url }: Sent): { template: string; op: Operation } | undefined {
  for (const [template, methods] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    const op = methods[method.toLowerCase()];
    if (op && pattern.test(url.pathname)) return { template, op };
  }
  return undefined;
}

/** What is wrong with a request against the document, as a mock server that validates requests sees it. */
function problemsOf(request: Sent): string[] {
  const found = operationFor(request);
  if (!found) return [`no operation ${request.method} ${request.url.pathname}`];
  const { template, op } = found;
  const problems: string[] = [];
  const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of request.url.searchParams.keys())
    if (!declared.has(name)) problems.push(`query ${name} is not declared`);
  for (const p of op.parameters ?? [])
    if (p.in === 'query' && p.required && !request.url.searchParams.has(p.name))
      problems.push(`query ${p.name} is missing`);
  if (request.body === undefined || request.body === null) {
    if (op.requestBody?.required) problems.push('the body the document requires is missing');
    return problems;
  }
  const type =
    request.body instanceof FormData ? 'multipart/form-data' : ((request.contentType ?? '').split(';')[0] ?? '');
  const media = op.requestBody?.content[type];
  if (!media) return [...problems, `a ${type} body, which the document does not declare (415 under Prism)`];
  const pointer = `openapi.json#/paths/${template.replace(/~/g, '~0').replace(/\//g, '~1')}/${request.method.toLowerCase()}/requestBody/content/${type.replace(/\//g, '~1')}/schema`;
  const validate = ajv.getSchema(pointer);
  const value =
    request.body instanceof FormData
      ? Object.fromEntries([...request.body].map(([key, v]) => [key, typeof v === 'string' ? v : '(a file)']))
      : type === 'application/json'
        ? JSON.parse(String(request.body))
        : Object.fromEntries(new URLSearchParams(String(request.body)));
  if (validate && !validate(value))
    problems.push(...(validate.errors ?? []).map((e) => `body ${e.instancePath || '/'} ${e.message}`));
  return problems;
}

/** The request of the call's recorded success, as the client's `api()` takes it. */
function requestOf(name: EndpointName) {
  const { id, path } = endpoints[name];
  const ok = examples[id]?.ok;
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const values = ok ? (new RegExp(`^/api${path.replace(/:\w+/g, '([^/]+)')}$`).exec(ok.path)?.slice(1) ?? []) : [];
  return {
    params: Object.fromEntries(names.map((n, i) => [n, values[i] ?? '1'])),
    ...(ok?.query ? { query: ok.query } : {}),
    ...(ok?.body !== undefined ? { body: ok.body } : {}),
  } as never;
}

describe('the web client and the OpenAPI document', () => {
  const names = [...namesCalledByTheWeb()].sort() as EndpointName[];

  it('finds the calls the web client makes', () => {
    expect(names.length).toBeGreaterThan(40);
    expect(names).toEqual(expect.arrayContaining(['helpConfig', 'goodsInfo', 'treasureSummary', 'like']));
    expect(names.filter((name) => !(name in endpoints))).toEqual([]);
  });

  it.each(names)('%s: method, path, query, content type and body are what the document declares', async (name) => {
    sent = [];
    answer = examples[endpoints[name].id]?.ok?.answer ?? { code: 0, msg: 'success', data: null };
    await api(name, requestOf(name));
    expect(sent).toHaveLength(1);
    expect(problemsOf(itemAt(sent, 0))).toEqual([]);
  });

  it('encrypt() and uploadPicture() too', async () => {
    sent = [];
    answer = valueAt(valueAt(examples, 'common.encrypt'), 'ok').answer;
    await encrypt({ serial_number: 'WC202600001' });
    answer = valueAt(valueAt(examples, 'upload.image'), 'ok').answer;
    await uploadPicture(new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' }), 'image');
    expect(sent.map((request) => problemsOf(request))).toEqual([[], []]);
  });

  it('finds a body the document does not declare (the check can fail)', () => {
    const request: Sent = {
      method: 'GET',
      url: new URL('http://mock/api/auth/me'),
      contentType: 'application/json',
      body: '{}',
    };
    expect(problemsOf(request)).toEqual([
      'a application/json body, which the document does not declare (415 under Prism)',
    ]);
  });
});
