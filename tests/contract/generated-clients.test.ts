// Clients generated from the committed OpenAPI document as another team makes them: orval's fetch
// client, and openapi-typescript's types with openapi-fetch. Both compile under `tsc --strict`
// beside a file that uses them (generated-clients/typed-use.ts), and every operation of the
// document, bodies included, goes through each of them to a running mock, which answers it
// with success: code 0 (or the page, the picture). The `lang` header goes through each client's
// typed header parameter, and the answers must be English.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationExample } from '../../contract/openapi.ts';
import recordedExamples from '../../contract/openapi-examples.json' with { type: 'json' };
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import { type RunningMock, startMock } from '../../server/start-mock.ts';
import { typesOf } from '../../tools/openapi-typescript/types-of.ts';
import { noisePng } from '../support/png.ts';
import { committedDocument, type Operation } from './openapi-shape.ts';
import { successPersona } from './success-personas.ts';

const doc = committedDocument();
const examples = recordedExamples as Record<string, Record<string, OperationExample>>;

/** One request: a call of the document with its recorded success's inputs. */
type Case = {
  call: string;
  method: 'get' | 'post';
  template: string;
  op: Operation;
  path: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** the fields that go through common/encrypt into `data` */
  encrypted?: object;
  /** a page or a file, not the JSON envelope */
  answers?: 'text' | 'blob';
};

/** What a case's request needs from the answer of an earlier call (a new record's id, an uploaded picture). */
const FROM_EARLIER: Record<string, (earlier: Map<string, Record<string, unknown>>, c: Case) => Partial<Case>> = {
  'works.delete': (earlier, c) => ({ body: { ...(c.body as object), id: earlier.get('works.save')?.id } }),
  'news.delete': (earlier, c) => ({ body: { ...(c.body as object), id: earlier.get('news.save')?.id } }),
  'goods.detailUpload': (earlier, c) => ({
    body: { ...(c.body as object), pictures: [earlier.get('upload.image')?.url] },
  }),
  'uploads.file': (earlier) => ({ path: { file: String(earlier.get('upload.image')?.url).split('/').pop() ?? '' } }),
};

const pathValues = (template: string, path: string) => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const values = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`).exec(path)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
};

/** Every operation of the document (the two calls of GET goods/info each), in the document's order. */
function cases(): Case[] {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).flatMap(([method, op]) =>
      op.operationId.split('+').map((call): Case => {
        const base = { call, method: method as 'get' | 'post', template, op };
        if (call === 'auth.login') return { ...base, path: {}, query: { url: '/home' }, answers: 'text' };
        if (call === 'media.file')
          return { ...base, path: { folder: 'treasures', file: 't001-1.svg' }, answers: 'blob' };
        if (call === 'uploads.file') return { ...base, path: {}, answers: 'blob' };
        const ok = examples[call]?.ok;
        if (!ok)
          throw new Error(`${call} has no recorded success: run the contract suite with UPDATE_OPENAPI_EXAMPLES=1`);
        return {
          ...base,
          path: pathValues(template, ok.path),
          ...(ok.query ? { query: ok.query } : {}),
          ...(ok.body !== undefined && ok.body !== null ? { body: ok.body } : {}),
          ...(ok.encrypted ? { encrypted: ok.encrypted as object } : {}),
        };
      }),
    ),
  );
}

/** What a client answered: the HTTP status and the body (the envelope, or a page or picture). */
type Answer = { status: number; body: unknown };
/** Sends a case, with `headers` (the login) and, where the operation declares it, `lang` as its typed parameter. */
type Send = (c: Case, headers: Record<string, string>, lang: 'en') => Promise<Answer>;

/** Whether the operation declares the `lang` header (every /api operation; not the files). */
const takesLang = (op: Operation) => (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'lang');

const PICTURE = new Blob([new Uint8Array(noisePng(2, 2))], { type: 'image/png' });

/**
 * Sends every case through `send` (encrypting with the same client), each as its persona; what
 * is not a success is returned, by call.
 */
async function failuresOf(mock: RunningMock, send: Send): Promise<string[]> {
  const earlier = new Map<string, Record<string, unknown>>();
  const failures: string[] = [];
  for (const planned of cases()) {
    const c = { ...planned, ...FROM_EARLIER[planned.call]?.(earlier, planned) };
    const headers: Record<string, string> = {};
    if (c.op.security?.length !== 0) headers.authorization = `Bearer ${await mock.login(successPersona(c.call))}`;
    if (c.encrypted) {
      const encryptCase = cases().find((other) => other.call === 'common.encrypt');
      const sealed = await send({ ...(encryptCase as Case), body: c.encrypted }, {}, 'en');
      const data = (sealed.body as { data?: { data_encrypted?: string } }).data?.data_encrypted ?? '';
      if (c.method === 'get') c.query = { ...c.query, data };
      else c.body = { ...(c.body as object), data };
    }
    if (c.call === 'upload.image') c.body = { kind: 'image', file: PICTURE };
    const answer = await send(c, headers, 'en');
    const envelope = answer.body as { code?: number; msg?: string; data?: Record<string, unknown> };
    // in English: the lang parameter reached the server (a Chinese message has no Latin letter)
    const ok =
      answer.status === 200 &&
      (c.answers ? Boolean(answer.body) : envelope.code === 0 && envelope.data !== undefined) &&
      (c.answers || !takesLang(c.op) || !/\p{Script=Han}/u.test(envelope.msg ?? ''));
    if (ok && envelope.data) earlier.set(c.call, envelope.data);
    if (!ok) failures.push(`${c.call}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
  return failures;
}

/** orval's function name: the operation id in camel case (`goods.info+goods.applyBuyId` → goodsInfoGoodsApplyBuyId). */
const orvalName = (operationId: string) =>
  operationId
    .split(/[^A-Za-z0-9]+/)
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

const root = resolve('.');
const dir = mkdtempSync(join(tmpdir(), 'generated-clients-'));
let mock: RunningMock;
let compiled = '';

beforeAll(async () => {
  mock = await startMock();
  // the generated files find openapi-fetch as a team's project would, in its node_modules
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(
    join(dir, 'orval.config.mjs'),
    // header parameters typed (`headers: true`); of a body's two media types, JSON (the form left out)
    `export default { api: { input: { target: ${JSON.stringify(join(root, OPENAPI_FILE))} }, output: { target: 'orval.ts', client: 'fetch', mode: 'single', baseUrl: ${JSON.stringify(mock.url)}, headers: true, override: { contentType: { exclude: ['application/x-www-form-urlencoded'] } } } } };\n`,
  );
  const orval = spawnSync(join(root, 'node_modules/.bin/orval'), ['--config', 'orval.config.mjs'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (orval.status !== 0) throw new Error(`orval failed: ${orval.stdout}${orval.stderr}`);
  writeFileSync(join(dir, 'schema.ts'), await typesOf(doc));
  copyFileSync('tests/contract/generated-clients/typed-use.ts', join(dir, 'typed-use.ts'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        allowImportingTsExtensions: true,
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      files: ['orval.ts', 'schema.ts', 'typed-use.ts'],
    }),
  );
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  } catch (error) {
    compiled = String((error as { stdout?: string }).stdout ?? error);
  }
}, 180_000);

afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

// each run sends some 130 requests through a client, the mock reset before: minutes on a loaded machine
describe('clients generated from the OpenAPI document', () => {
  it('compile under tsc --strict, the two answers of goods/info typed apart', () => {
    expect(compiled).toBe('');
  });

  it('orval’s fetch client: every operation, bodies included, answers with success', async () => {
    await mock.reset();
    const client = (await import(join(dir, 'orval.ts'))) as Record<
      string,
      (...args: unknown[]) => Promise<{ status: number; data: unknown }>
    >;
    const failures = await failuresOf(mock, async (c, headers, lang) => {
      const fn = client[orvalName(c.op.operationId)];
      if (!fn) return { status: 0, body: `no function ${orvalName(c.op.operationId)} in orval's client` };
      const pathArgs = (c.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => c.path[p.name]);
      const bodyArg = c.op.requestBody ? [c.body ?? {}] : [];
      const queryArg = (c.op.parameters ?? []).some((p) => p.in === 'query') ? [c.query ?? {}] : [];
      const headerArg = takesLang(c.op) ? [{ lang }] : [];
      const answer = await fn(...pathArgs, ...bodyArg, ...queryArg, ...headerArg, { headers });
      return { status: answer.status, body: answer.data };
    });
    expect(failures).toEqual([]);
  }, 180_000);

  it('openapi-fetch with openapi-typescript’s types: every operation, bodies included, answers with success', async () => {
    await mock.reset();
    const client = createClient({ baseUrl: mock.url });
    const failures = await failuresOf(mock, async (c, headers, lang) => {
      const multipart = c.call === 'upload.image';
      const { response, data, error } = await client.request(
        c.method,
        c.template as never,
        {
          params: { path: c.path, query: c.query, ...(takesLang(c.op) ? { header: { lang } } : {}) },
          headers,
          ...(c.body !== undefined ? { body: c.body } : c.op.requestBody ? { body: {} } : {}),
          ...(multipart
            ? {
                bodySerializer: (body: Record<string, string | Blob>) => {
                  const form = new FormData();
                  for (const [name, value] of Object.entries(body)) form.append(name, value);
                  return form;
                },
              }
            : {}),
          parseAs: c.answers ?? 'json',
        } as never,
      );
      return { status: response.status, body: data ?? error };
    });
    expect(failures).toEqual([]);
  }, 180_000);
});
