// A third backend written afresh from the spec alone, for tests of the contract suite and of the
// mock in front of a real backend. It makes the choices an outside team made, each legal by the
// spec or, where a switch asks, a break of it:
// - ids and money as numeric strings ("50001", "388000.00"), its sessions as numbers;
// - `time` and `trace_id` on every answer, no `data` in a refusal, HTTP 401 beside code 401;
// - its own refusal codes written as text ("10002"), the spec's (0, -1, 401) as numbers;
// - a treasure with no certified holder as `collector: {}`;
// - its own encryption (AES-256-CBC) with a fresh random IV each time;
// - none of the calls the spec does not list (a 404 of its own).
// The switches: `not-found-404` answers a treasure not found with code "404" instead of -1;
// `liked-message` says "Already liked" for the spec's "You have liked"; `server-error` makes
// goods/info answer HTTP 500 with a proper `{code, msg}`.
//
// It answers at `/api/...` and under any one path segment, `/<run>/api/...`: each run has its
// own state, and a run named after switches joined by `+` (`/not-found-404+liked-message/api`)
// has them on. Switches given to `startTextIdsBackend` are on in every run. Plain node:http.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Call, callsOf, type Handler, no, type Reply, type Switch } from './calls.ts';
import { SESSIONS, USERS } from './records.ts';

export type { Switch } from './calls.ts';
export const SWITCHES: readonly Switch[] = ['not-found-404', 'liked-message', 'server-error'];

const switchesOf = (run: string, always: readonly Switch[]) =>
  new Set<Switch>([...always, ...SWITCHES.filter((s) => run.split('+').includes(s))]);

/** `GET /goods/share/7` → the handler's key `GET /goods/share/{id}` and the id. */
function routeOf(method: string, path: string): { key: string; param: string } {
  const m = path.match(/^(\/(?:goods\/share|news\/list))\/([^/]+)$/);
  return m
    ? { key: `${method} ${m[1]}/{id}`, param: decodeURIComponent(m[2] ?? '') }
    : { key: `${method} ${path}`, param: '' };
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const parsed: unknown = (req.headers['content-type'] ?? '').includes('json')
      ? JSON.parse(text)
      : Object.fromEntries(new URLSearchParams(text));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(res: ServerResponse, reply: Reply) {
  if (reply.redirect) {
    res.writeHead(302, { location: reply.redirect });
    res.end();
    return;
  }
  res.writeHead(reply.status ?? 200, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(reply.body));
}

/** Starts the backend on a free port of 127.0.0.1; `received(run)` lists what a run was sent. */
export async function startTextIdsBackend({ switches = [] as readonly Switch[] } = {}) {
  const runs = new Map<string, Record<string, Handler>>();
  const received = new Map<string, string[]>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://text-ids');
    const m = url.pathname.match(/^(?:\/([^/]+))?\/api(\/.*)$/);
    if (!m || m[1] === 'api') return send(res, no('404', 'Not Found', 404));
    const run = m[1] ?? '';
    const method = req.method ?? 'GET';
    const body = await bodyOf(req);
    received.set(run, [...(received.get(run) ?? []), `${method} ${req.url} ${JSON.stringify(body)}`]);
    let calls = runs.get(run);
    if (!calls) {
      calls = callsOf(switchesOf(run, switches));
      runs.set(run, calls);
    }
    const { key, param } = routeOf(method, m[2] ?? '');
    const handler = calls[key];
    if (!handler) return send(res, no('404', 'Not Found', 404));
    const token = String(req.headers.authorization ?? '')
      .replace(/^Bearer\s+/i, '')
      .trim();
    const session = SESSIONS[token];
    const call: Call = {
      query: Object.fromEntries(url.searchParams),
      body,
      param,
      user: session ? USERS[session] : undefined,
      badToken: token !== '' && !session,
      en: /^en/i.test(String(req.headers.lang ?? req.headers['accept-language'] ?? '')),
    };
    send(res, handler(call));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, no(500, 'Internal Server Error', 500)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received: (run: string) => received.get(run) ?? [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
