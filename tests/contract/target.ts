// Where the contract suite sends its requests: the in-process mock (default, through supertest)
// or any running server named by API_BASE_URL (through fetch). Both take the same request
// shapes and give the same answer shape, so the suite does not know which one it talks to.
// Against a foreign server nothing here loads the database or the server's code.
import { readFileSync } from 'node:fs';
import { allCalls } from '../../contract/calls.ts';
import type { CallDef } from '../../contract/define-call.ts';
import { DEFAULT_REFUSAL_STYLE, REFUSAL_STYLES, type RefusalStyle } from '../../contract/refusal-style.ts';

/** A JSON file a setting names, or an error naming the setting and why it cannot be read. */
export function readJson(setting: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${setting} (${file}) cannot be read as JSON: ${(error as Error).message}`);
  }
}

/** The persona whose token API_TOKEN is taken to be against a foreign base. */
export const TOKEN_PERSONA = 'demo-master';

/** The variable that holds a persona's token: demo-collector → API_TOKEN_DEMO_COLLECTOR. */
export const tokenVariable = (persona: string) => `API_TOKEN_${persona.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;

/**
 * A bearer token per persona, against a foreign base: CONTRACT_TOKENS (a JSON file
 * `{ "demo-master": "…", "demo-visitor": "…" }`), then API_TOKEN_<PERSONA> variables, then
 * API_TOKEN for demo-master.
 */
export function readTokens(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const tokens: Record<string, string> = {};
  if (env.CONTRACT_TOKENS) {
    const file = readJson('CONTRACT_TOKENS', env.CONTRACT_TOKENS) as Record<string, unknown>;
    // a token is text; a team whose sessions are numbers may write them as numbers
    for (const [persona, token] of Object.entries(file))
      if ((typeof token === 'string' && token) || typeof token === 'number') tokens[persona] = String(token);
  }
  for (const [name, value] of Object.entries(env)) {
    const persona = name.match(/^API_TOKEN_(.+)$/)?.[1];
    if (persona && value) tokens[persona.toLowerCase().replace(/_/g, '-')] = value;
  }
  if (env.API_TOKEN && !tokens[TOKEN_PERSONA]) tokens[TOKEN_PERSONA] = env.API_TOKEN;
  return tokens;
}

/** CONTRACT_REFUSAL_STYLE: 'body' (refusals are HTTP 200, the spec's reading) or 'http' (the status mirrors the code). */
export function readRefusalStyle(value = process.env.CONTRACT_REFUSAL_STYLE): RefusalStyle {
  if (!value) return DEFAULT_REFUSAL_STYLE;
  if (!(REFUSAL_STYLES as readonly string[]).includes(value))
    throw new Error(`CONTRACT_REFUSAL_STYLE must be one of ${REFUSAL_STYLES.join(', ')}, not "${value}"`);
  return value as RefusalStyle;
}

/**
 * API_BASE_URL as the base the `/api/...` paths go under: an origin, or an origin with a path
 * prefix (`https://host/v2` sends `https://host/v2/api/goods/info`); a trailing `/api` (the
 * spec's base path) is not doubled.
 */
export function baseOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return url.replace(/\/+$/, '').replace(/\/api$/, '') || undefined;
}

export const settings = {
  /** a running server to check instead of the in-process mock */
  base: baseOf(process.env.API_BASE_URL),
  /** bearer tokens by persona, against API_BASE_URL (the mock makes its own through auth/nt) */
  tokens: readTokens(),
  /** against API_BASE_URL, also run the calls that write (like, follow, purchase request...) */
  write: process.env.CONTRACT_WRITE === '1',
  /** against API_BASE_URL, also run the calls marked provisional */
  provisional: process.env.CONTRACT_PROVISIONAL === '1',
  /** how the target answers refusals (the in-process mock is started in this style) */
  refusalStyle: readRefusalStyle(),
  /** CONTRACT_STRICT=mock: against API_BASE_URL, the mock's own choices fail too instead of being reported as drift */
  strictMock: readStrict(),
  /** a fresh login code for auth/nt: the only call that writes which a read-only run then sends */
  ntCode: process.env.CONTRACT_NT_CODE || undefined,
  /** poll API_BASE_URL until it answers, at most this long, before starting */
  waitSeconds: Number(process.env.CONTRACT_WAIT_SECONDS ?? 0) || 0,
  /** CONTRACT_ONLY=goods.info,auth.me: only the cases of these calls */
  only: readOnly(),
};

/** CONTRACT_STRICT: unset, or `mock`. */
function readStrict(value = process.env.CONTRACT_STRICT): boolean {
  if (value && value !== 'mock') throw new Error(`CONTRACT_STRICT takes mock, not "${value}"`);
  return value === 'mock';
}

/** The calls of CONTRACT_ONLY, each a call of the contract; undefined for all of them. */
function readOnly(value = process.env.CONTRACT_ONLY): ReadonlySet<string> | undefined {
  if (!value?.trim()) return undefined;
  const ids = value.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !allCalls.some((call) => call.id === id));
  if (unknown.length)
    throw new Error(`CONTRACT_ONLY names no call ${unknown.join(', ')} (calls as goods.info, auth.me)`);
  return new Set(ids);
}

export type Request = {
  method: 'GET' | 'POST';
  /** under the base, with `/api` */
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** a multipart/form-data body instead (uploads): fields first, then one file */
  multipart?: { fields: Record<string, string>; file: { field: string; name: string; type: string; content: Buffer } };
  token?: string;
  /** the language asked for (the `lang` and Accept-Language headers); unset, the server's default */
  lang?: 'en';
};

export type Answer = {
  status: number;
  contentType: string;
  /** the parsed JSON answer (undefined when it is not JSON) */
  body: unknown;
  text: string;
  location?: string;
};

/** One request and its answer, as the journal keeps them for a failing case. */
export type Exchange = { request: Request; as: string; url: string; answer?: Answer; error?: string };

export interface Target {
  /** 'in-process mock' or the base url */
  name: string;
  foreign: boolean;
  /** the requests sent since it was last emptied (a failing case prints them) */
  journal: Exchange[];
  /** `as` names who sends it (a persona, 'no token' or 'a forged token'), for the journal */
  send(request: Request, as?: string): Promise<Answer>;
  /** a token for the persona (in-process: through auth/nt; foreign: API_TOKEN) */
  token(persona: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * The in-process mock's target, loaded only without API_BASE_URL: a run against a foreign base
 * needs neither SQLite nor the server's code. Named by a variable, so that compiling the suite for
 * its package (packages/contract/tsconfig.json) takes none of it either.
 */
const IN_PROCESS_TARGET = './in-process-target.ts';

export async function openTarget(): Promise<Target> {
  if (settings.base) return journaled(foreignTarget(settings.base));
  const { inProcessTarget } = (await import(IN_PROCESS_TARGET)) as {
    inProcessTarget: (style: RefusalStyle) => Promise<Target>;
  };
  return journaled(await inProcessTarget(settings.refusalStyle));
}

const urlOf = (base: string, { path, query }: Request) => {
  const url = new URL(`${base}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
};

/** Keeps every exchange in `journal`. */
function journaled(target: Target): Target {
  const send = target.send.bind(target);
  target.send = async (request, as = request.token ? 'a token' : 'no token') => {
    const exchange: Exchange = { request, as, url: urlOf(target.foreign ? target.name : 'http://mock', request) };
    target.journal.push(exchange);
    try {
      exchange.answer = await send(request, as);
      return exchange.answer;
    } catch (error) {
      exchange.error = String(error);
      throw error;
    }
  };
  return target;
}

/** An exchange as a curl command (the token elided), who sent it, and what came back. */
export function describeExchange({ request, as, url, answer, error }: Exchange): string {
  const parts = [`curl -X ${request.method} '${url}'`];
  if (request.token) parts.push(`-H 'authorization: Bearer <token of ${as}>'`);
  for (const [name, value] of Object.entries(languageHeaders(request))) parts.push(`-H '${name}: ${value}'`);
  if (request.body !== undefined)
    parts.push(`-H 'content-type: application/json' --data '${JSON.stringify(request.body)}'`);
  if (request.multipart) {
    for (const [key, value] of Object.entries(request.multipart.fields)) parts.push(`-F '${key}=${value}'`);
    const { field, name, type, content } = request.multipart.file;
    parts.push(`-F '${field}=@${name};type=${type}' # ${content.length} bytes`);
  }
  const outcome = error
    ? `  → ${error}`
    : answer
      ? `  → HTTP ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 400)}`
      : '  → no answer';
  return `  # as ${as}\n  ${parts.join(' ')}\n${outcome}`;
}

/** The spec names no header for the language: both the usual ones are sent. */
export const languageHeaders = ({ lang }: Request): Record<string, string> =>
  lang ? { lang, 'accept-language': lang } : {};

/** The call a request goes to, by method and path. */
export function callOf(method: string, path: string): CallDef | undefined {
  const [bare = ''] = path.replace(/^\/api/, '').split('?');
  return allCalls.find(
    (call) => call.method === method && new RegExp(`^${call.path.replace(/:\w+/g, '[^/]+')}$`).test(bare),
  );
}

function foreignTarget(base: string): Target {
  return {
    name: base,
    foreign: true,
    journal: [],
    async send(request) {
      const { method, path, body, multipart, token } = request;
      // The last line of defence: whatever a case says of itself, a call that writes is never
      // sent to a foreign server unless CONTRACT_WRITE=1.
      const call = callOf(method, path);
      const consented =
        call?.id === 'auth.nt' && settings.ntCode !== undefined && request.query?.code === settings.ntCode;
      if (call?.writes && !settings.write && !consented) {
        throw new Error(`not sent: ${method} ${path} writes, and CONTRACT_WRITE is not set`);
      }
      const url = urlOf(base, request);
      const headers: Record<string, string> = { accept: 'application/json', ...languageHeaders(request) };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      let form: FormData | undefined;
      if (multipart) {
        form = new FormData();
        for (const [key, value] of Object.entries(multipart.fields)) form.append(key, value);
        const { field, name, type, content } = multipart.file;
        form.append(field, new Blob([new Uint8Array(content)], { type }), name);
      }
      const res = await fetch(url, {
        method,
        headers,
        body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      const contentType = res.headers.get('content-type') ?? '';
      let parsed: unknown;
      if (contentType.includes('json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
      }
      return {
        status: res.status,
        contentType,
        body: parsed,
        text,
        location: res.headers.get('location') ?? undefined,
      };
    },
    async token(persona) {
      return settings.tokens[persona];
    },
    async close() {},
  };
}

/** Polls the base until it answers anything at all, for at most `seconds`. */
export async function waitForBase(base: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      await fetch(`${base}/api/goods/getHelpInfoConfig`, { method: 'POST', signal: AbortSignal.timeout(3000) });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw new Error(`${base} did not answer within ${seconds} s: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
