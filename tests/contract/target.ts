// Where the contract suite sends its requests: the in-process mock (default, through supertest)
// or any running server named by API_BASE_URL (through fetch). Both take the same request
// shapes and give the same answer shape, so the suite does not know which one it talks to.
import { createTestApp, type TestApp } from '../support/app.ts';

export const settings = {
  /** a running server to check instead of the in-process mock */
  base: process.env.API_BASE_URL?.replace(/\/+$/, '') || undefined,
  /** the bearer token for calls that need a login, against API_BASE_URL (a demo-master token against the mock) */
  token: process.env.API_TOKEN || undefined,
  /** against API_BASE_URL, also run the calls that write (like, follow, purchase request...) */
  write: process.env.CONTRACT_WRITE === '1',
  /** against API_BASE_URL, also run the calls marked provisional */
  provisional: process.env.CONTRACT_PROVISIONAL === '1',
  /** poll API_BASE_URL until it answers, at most this long, before starting */
  waitSeconds: Number(process.env.CONTRACT_WAIT_SECONDS ?? 0) || 0,
};

/** The persona whose token API_TOKEN is taken to be against a foreign base. */
export const TOKEN_PERSONA = 'demo-master';

export type Request = {
  method: 'GET' | 'POST';
  /** under the base, with `/api` */
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** a multipart/form-data body instead (uploads): fields first, then one file */
  multipart?: { fields: Record<string, string>; file: { field: string; name: string; type: string; content: Buffer } };
  token?: string;
};

export type Answer = {
  status: number;
  contentType: string;
  /** the parsed JSON answer (undefined when it is not JSON) */
  body: unknown;
  text: string;
  location?: string;
};

export interface Target {
  /** 'in-process mock' or the base url */
  name: string;
  foreign: boolean;
  send(request: Request): Promise<Answer>;
  /** a token for the persona (in-process: through auth/nt; foreign: API_TOKEN) */
  token(persona: string): Promise<string | undefined>;
  close(): Promise<void>;
}

export async function openTarget(): Promise<Target> {
  return settings.base ? foreignTarget(settings.base) : inProcessTarget(await createTestApp());
}

function inProcessTarget(t: TestApp): Target {
  const tokens = new Map<string, string>();
  const target: Target = {
    name: 'in-process mock',
    foreign: false,
    async send({ method, path, query, body, multipart, token }) {
      let req = method === 'GET' ? t.request.get(path) : t.request.post(path);
      if (query) req = req.query(query);
      if (token) req = req.set('authorization', `Bearer ${token}`);
      req = req.redirects(0);
      if (multipart) {
        for (const [key, value] of Object.entries(multipart.fields)) req = req.field(key, value);
        const { field, name, type, content } = multipart.file;
        req = req.attach(field, content, { filename: name, contentType: type });
      }
      const res = await (body !== undefined ? req.send(body) : req);
      const contentType = String(res.headers['content-type'] ?? '');
      return {
        status: res.status,
        contentType,
        body: contentType.includes('json') ? res.body : undefined,
        text: res.text,
        location: res.headers.location,
      };
    },
    async token(persona) {
      if (!tokens.has(persona)) {
        const answer = await target.send({ method: 'GET', path: '/api/auth/nt', query: { code: persona } });
        const token = (answer.body as { data?: { token?: string } } | undefined)?.data?.token;
        if (!token) throw new Error(`no token for ${persona}: ${answer.text}`);
        tokens.set(persona, token);
      }
      return tokens.get(persona);
    },
    close: () => t.close(),
  };
  return target;
}

function foreignTarget(base: string): Target {
  return {
    name: base,
    foreign: true,
    async send({ method, path, query, body, multipart, token }) {
      const url = new URL(`${base}${path}`);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
      const headers: Record<string, string> = { accept: 'application/json' };
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
    async token() {
      return settings.token;
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
