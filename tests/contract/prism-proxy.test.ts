// The committed OpenAPI document as a validating proxy sees the mock's traffic: Prism's proxy
// (`prism proxy openapi/openapi.json <mock>`, as an adopting team runs it) stands between a client
// and a running mock and checks every request and answer against the document, reporting what
// breaks it in the `sl-violations` header. Every recorded example of every call goes through it,
// a POST both as JSON and as a form: no answer may break the document, and no request the mock
// answered with success may either (a refusal's request may: it is sent broken on purpose).
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/calls.ts';
import type { OperationExample } from '../../contract/openapi.ts';
import recordedExamples from '../../contract/openapi-examples.json' with { type: 'json' };
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import { type RunningMock, startMock } from '../../server/start-mock.ts';
import { freePort } from '../support/free-port.ts';
import { noisePng } from '../support/png.ts';
import { procCpu } from '../support/proc-stat.ts';
import { successPersona } from './success-personas.ts';

const examples = recordedExamples as Record<string, Record<string, OperationExample>>;

type Violation = { location: string[]; code: string | number; message: string };
type Sent = { what: string; success: boolean; violations: Violation[] };

let mock: RunningMock;
let prism: ChildProcess;
let proxy = '';

beforeAll(async () => {
  // the examples were recorded on the seed with the development key (their encrypted `data`)
  mock = await startMock({ env: { RATE_LIMIT_MAX: '100000' } });
  const port = await freePort();
  prism = spawn(
    process.execPath,
    [
      'node_modules/@stoplight/prism-cli/dist/index.js',
      'proxy',
      OPENAPI_FILE,
      mock.url,
      '-h',
      '127.0.0.1',
      '-p',
      `${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
  );
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Prism is listening')) resolve();
    };
    prism.stdout?.on('data', listen);
    prism.stderr?.on('data', listen);
    prism.once('exit', (code) => reject(new Error(`prism ended (${code}) before listening: ${said.slice(-2000)}`)));
  });
  proxy = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  const cpu = prism?.pid ? procCpu(String(prism.pid), ['own']) : undefined;
  if (cpu) console.log(`Prism's proxy: ${cpu.seconds.toFixed(1)} CPU s`);
  prism?.kill();
  await mock?.close();
});

/** A JSON body as a form sends it: a list of records as JSON, a list of texts as the key repeated. */
function asForm(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.some((item) => typeof item === 'object')) form.append(key, JSON.stringify(value));
    else if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else form.append(key, String(value));
  }
  return form.toString();
}

async function send(what: string, success: boolean, path: string, init: RequestInit): Promise<Sent> {
  const res = await fetch(`${proxy}${path}`, { ...init, redirect: 'manual' });
  await res.arrayBuffer();
  const header = res.headers.get('sl-violations');
  return { what, success, violations: header ? (JSON.parse(header) as Violation[]) : [] };
}

/** Every recorded example of every call, a POST as JSON and as a form; then the files. */
async function traffic(): Promise<Sent[]> {
  const sent: Sent[] = [];
  const tokens = new Map<string, string>();
  const tokenOf = async (persona: Parameters<RunningMock['login']>[0]) => {
    if (!tokens.has(persona)) tokens.set(persona, await mock.login(persona));
    return tokens.get(persona) ?? '';
  };
  for (const form of [false, true]) {
    await mock.reset();
    tokens.clear();
    for (const call of allCalls) {
      if (call.method === 'GET' && form) continue;
      for (const [name, example] of Object.entries(examples[call.id] ?? {})) {
        const success = (example.answer as { code?: number }).code === 0;
        const headers: Record<string, string> = { lang: 'en' };
        // a refusal for want of a login is sent without one
        if (call.auth !== 'none' && (example.answer as { code?: number }).code !== 401)
          headers.authorization = `Bearer ${await tokenOf(successPersona(call.id))}`;
        const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
        const what = `${call.id} ${name}${call.method === 'POST' ? (form ? ' (form)' : ' (JSON)') : ''}`;
        if (call.consumes) {
          const body = new FormData();
          body.append('kind', 'image');
          body.append('file', new Blob([new Uint8Array(noisePng(2, 2))], { type: 'image/png' }), 'p.png');
          sent.push(await send(what, success, example.path, { method: 'POST', headers, body }));
          continue;
        }
        const body = (example.body ?? {}) as Record<string, unknown>;
        const init: RequestInit =
          call.method === 'GET'
            ? { headers }
            : form
              ? {
                  method: 'POST',
                  headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
                  body: asForm(body),
                }
              : {
                  method: 'POST',
                  headers: { ...headers, 'content-type': 'application/json' },
                  body: JSON.stringify(body),
                };
        sent.push(await send(what, success, `${example.path}${query}`, init));
      }
    }
  }
  sent.push(await send('auth.login (the page)', true, '/api/auth/login?url=%2Fhome', {}));
  // not the login's redirect (302): Prism's proxy follows it itself, and judges the page it led to
  // the plumbing's statuses: a path segment over the router's limit, a 429 (with its Retry-After)
  sent.push(await send('goods.share, its id too long', false, `/api/goods/share/${'1'.repeat(120)}`, {}));
  const tooFrequent = { headers: { 'x-mock-scenario': 'status=429' } };
  sent.push(await send('auth.publicNotice, too frequent', false, '/api/auth/getPublicNotice?app_type=1', tooFrequent));
  sent.push(await send('media.file', true, '/media/treasures/t001-1.svg', {}));
  sent.push(await send('media.file missing', false, '/media/treasures/none.svg', {}));
  sent.push(await send('uploads.file missing', false, '/uploads/none.png', {}));
  return sent;
}

describe('Prism’s validating proxy between a client and the mock', () => {
  it('finds no answer that breaks the document, and no request the mock took that does', async () => {
    const sent = await traffic();
    const forms = sent.filter((s) => s.what.endsWith('(form)')).length;
    console.log(`${sent.length} requests through Prism's proxy (${forms} forms)`);
    expect(sent.length).toBeGreaterThan(300);
    expect(forms).toBeGreaterThan(100);
    const broken = sent.flatMap(({ what, success, violations }) =>
      violations
        .filter((v) => v.location[0] === 'response' || success)
        .map((v) => `${what}: ${v.location.join('.')} ${v.message}`),
    );
    expect(broken).toEqual([]);
  }, 180_000);
});
