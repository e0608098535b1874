// The request journal of GET /__mock/requests: every /api call with what was sent (query and
// body, secrets redacted), who sent it (the persona of its token), and what came back, so a
// test can verify "the app sent exactly one purchase request with this phone".

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { depsOf } from '../deps.ts';
import { redact } from '../redact.ts';
import { bearerToken } from './auth.ts';

/** How many calls the journal keeps (the oldest go first). */
export const JOURNAL_SIZE = 500;

type Entry = {
  id: number;
  at: string;
  method: string;
  /** the path and query as sent (the query's secrets redacted) */
  url: string;
  /** the path under /api, without the query */
  path: string;
  query: unknown;
  body: unknown;
  /** the code of the user whose token came with the call (demo-master…), or null */
  persona: string | null;
  status: number;
  code: number | null;
  msg: string | null;
  ms: number;
  /** the answer as written; parsed only when listed */
  answerText: string | null;
};

export const journalFilter = z
  .object({
    method: z.string().trim().toUpperCase().optional(),
    /** a path under /api (with or without `/api/`); ending with `*`, a prefix */
    path: z.string().trim().min(1).max(300).optional(),
    code: z.coerce.number().int().optional(),
    status: z.coerce.number().int().optional(),
    persona: z.string().trim().min(1).max(64).optional(),
    /** calls after this time (ISO 8601) */
    since: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(JOURNAL_SIZE).optional(),
    /** the sandbox whose journal to read (server/sandboxes.ts), for a link that cannot send the header */
    mock_session: z.string().optional(),
    /** the controls token of a link opened on another device (server/plugins/mock-controls-guard.ts) */
    mock_token: z.string().optional(),
  })
  .strict();
export type JournalFilter = z.infer<typeof journalFilter>;

const ENVELOPE_HEAD = /^\{"code":(-?\d+),"msg":"((?:[^"\\]|\\.)*)"/;
const underApi = (path: string) => path.replace(/^\/?(api\/)?/, '');

function matches(entry: Entry, filter: JournalFilter) {
  if (filter.method && entry.method !== filter.method) return false;
  if (filter.path) {
    const wanted = underApi(filter.path);
    const ok = wanted.endsWith('*') ? entry.path.startsWith(wanted.slice(0, -1)) : entry.path === wanted;
    if (!ok) return false;
  }
  if (filter.code !== undefined && entry.code !== filter.code) return false;
  if (filter.status !== undefined && entry.status !== filter.status) return false;
  if (filter.persona && entry.persona !== filter.persona) return false;
  if (filter.since && entry.at <= new Date(filter.since).toISOString()) return false;
  return true;
}

function listed({ answerText, ...entry }: Entry) {
  let data: unknown = null;
  try {
    data = answerText === null ? null : redact((JSON.parse(answerText) as { data?: unknown }).data ?? null);
  } catch {}
  return { ...entry, data };
}

export function createJournal() {
  const entries: Entry[] = [];
  let next = 1;
  return {
    add(entry: Omit<Entry, 'id'>) {
      entries.push({ id: next++, ...entry });
      if (entries.length > JOURNAL_SIZE) entries.splice(0, entries.length - JOURNAL_SIZE);
    },
    /** newest first */
    list(filter: JournalFilter) {
      const found = entries.filter((entry) => matches(entry, filter)).reverse();
      return found.slice(0, filter.limit ?? found.length).map(listed);
    },
    clear() {
      entries.length = 0;
    },
  };
}
export type Journal = ReturnType<typeof createJournal>;

function personaOf(app: FastifyInstance, req: FastifyRequest): string | null {
  const token = bearerToken(req);
  const { tokens, db } = depsOf(app, req);
  const userId = token ? tokens.verify(token) : null;
  if (!userId) return null;
  return db.select({ code: users.code }).from(users).where(eq(users.id, userId)).get()?.code ?? null;
}

function bodyOf(req: FastifyRequest): unknown {
  if (String(req.headers['content-type'] ?? '').startsWith('multipart/')) return '[multipart upload]';
  return redact(req.body ?? null);
}

function urlOf(req: FastifyRequest, query: unknown) {
  const [path] = req.url.split('?');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/** Keeps every /api call in `app.journal`. */
export const requestJournal = fp(async (app: FastifyInstance) => {
  const journal = createJournal();
  app.decorate('journal', journal);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/') || req.internal) return payload;
    const head = typeof payload === 'string' ? ENVELOPE_HEAD.exec(payload) : null;
    const query = redact(req.query ?? {});
    (req.sandbox?.journal ?? journal).add({
      at: new Date().toISOString(),
      method: req.method,
      url: urlOf(req, query),
      path: underApi(req.url.split('?')[0]),
      query,
      body: bodyOf(req),
      persona: personaOf(app, req),
      status: reply.statusCode,
      code: head ? Number(head[1]) : null,
      msg: head ? (JSON.parse(`"${head[2]}"`) as string) : null,
      ms: Math.round(reply.elapsedTime),
      answerText: head ? (payload as string) : null,
    });
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    journal: Journal;
  }
}
