// The request journal of GET /__mock/requests: every /api call with what was sent (query and
// body, secrets redacted), who sent it (the persona of its token), and what came back, so a
// test can verify "the app sent exactly one purchase request with this phone".

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { users } from '../../../db/schema.ts';
import { crossSite } from '../../client-identity.ts';
import { depsOf } from '../../deps.ts';
import { redact } from '../../redact.ts';
import { pathOf } from '../../request-path.ts';
import { authenticatedUser, bearerToken } from '../auth.ts';
import { listingQuery } from './listing-query.ts';

/** How many calls the journal keeps (the oldest go first). */
export const JOURNAL_SIZE = 500;
/** How much of a body or query the journal keeps (as JSON text); beyond, the start, marked as cut. */
export const JOURNAL_BODY_KEEP = 4096;
/** How long an answer the journal keeps to list its data; a longer one is listed as cut. */
export const JOURNAL_ANSWER_KEEP = 64 * 1024;
/** What an entry costs besides its texts (the objects that hold it, its numbers), for the budget. */
const ENTRY_OVERHEAD = 400;

type Entry = {
  id: number;
  at: string;
  method: string;
  /** the path under /api, without the query */
  path: string;
  /** the code of the user whose token came with the call (demo-master…), or null */
  persona: string | null;
  status: number;
  code: number | null;
  /**
   * The entry as listed, without the answer's data, as JSON text: the method, the path and query
   * as sent (its secrets redacted), the query and body (cut when long), the persona, the status,
   * code, message and time. Text weighs what it says; a parsed body can weigh ten times its JSON
   * (4 KB of nested empty arrays is a few hundred KB of objects).
   */
  listed: string;
  /** the answer as written; parsed only when listed */
  answerText: string | null;
  /** the length of an answer too long to keep (listed as cut), else null */
  answerCut: number | null;
};

export const journalFilter = z
  .object({
    method: z.string().trim().toUpperCase().optional(),
    /** a path under /api (with or without `/api/`); ending with `*`, a prefix */
    path: z.string().trim().min(1).max(300).optional(),
    code: z.coerce.number().int().optional(),
    status: z.coerce.number().int().optional(),
    persona: z.string().trim().min(1).max(64).optional(),
    ...listingQuery(JOURNAL_SIZE),
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

/** What the journal shows of a value: itself, or when its JSON is long, its start marked as cut. */
export function kept(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (text.length <= JOURNAL_BODY_KEEP) return value;
  return { cut: true, bytes: Buffer.byteLength(text), start: text.slice(0, JOURNAL_BODY_KEEP) };
}

/** What a string costs in V8's heap: its header, and one byte a character, or two once any is beyond Latin-1. */
export const stringBytes = (text: string) => 16 + text.length * (/^[\0-\xff]*$/.test(text) ? 1 : 2);

/** An entry as GET /__mock/requests lists it. */
type Listed = { [field: string]: unknown; data: unknown };

function listed({ listed, answerText, answerCut }: Entry): Listed {
  let data: unknown = answerCut === null ? null : { cut: true, bytes: answerCut };
  try {
    data = answerText === null ? null : redact((JSON.parse(answerText) as { data?: unknown }).data ?? null);
  } catch {}
  return { ...(JSON.parse(listed) as Record<string, unknown>), data };
}

type Kept = { entry: Entry; bytes: number; drop(): void };

/**
 * One memory budget for every journal (the shared one and each sandbox's): past `maxBytes`,
 * the oldest entries of all journals go first. It holds the entries the journals keep, and only
 * those: an entry a journal lets go (its 500 are full, it was cleared or closed) leaves the budget
 * at once, so the budget itself never grows past what the journals hold.
 */
export function createJournalBudget(maxBytes: number) {
  /** the entries kept, oldest first (a Set keeps the order of insertion, and deletes in O(1)) */
  const live = new Set<Kept>();
  let total = 0;
  return {
    maxBytes,
    /** bytes the journals keep now (an estimate: their texts as V8 stores them, and a fixed cost per entry) */
    used: () => total,
    /** how many entries the journals keep now */
    entries: () => live.size,
    keep(item: Kept) {
      live.add(item);
      total += item.bytes;
      for (const oldest of live) {
        if (total <= maxBytes) break;
        oldest.drop();
      }
    },
    forget(item: Kept) {
      if (live.delete(item)) total -= item.bytes;
    },
  };
}
export type JournalBudget = ReturnType<typeof createJournalBudget>;

/** What one call leaves in a journal: the fields a filter reads, and the rest as it is listed. */
export type JournalFields = {
  at: string;
  method: string;
  url: string;
  path: string;
  query: unknown;
  body: unknown;
  persona: string | null;
  status: number;
  code: number | null;
  msg: string | null;
  ms: number;
  answerText: string | null;
  answerCut: number | null;
  /** who answered, when not the mock: the real backend or a recording (server/upstream/) */
  from?: 'upstream' | 'recording';
};

export function createJournal(budget: JournalBudget = createJournalBudget(Number.POSITIVE_INFINITY)) {
  let entries: Kept[] = [];
  let next = 1;
  let closed = false;
  const remove = (item: Kept) => {
    const at = entries[0] === item ? 0 : entries.indexOf(item);
    if (at !== -1) entries.splice(at, 1);
    budget.forget(item);
  };
  return {
    /** the entry's id */
    add({
      at,
      method,
      url,
      path,
      query,
      body,
      persona,
      status,
      code,
      msg,
      ms,
      answerText,
      answerCut,
      from,
    }: JournalFields): number | undefined {
      if (closed) return;
      const id = next++;
      const text = JSON.stringify({
        id,
        at,
        method,
        url,
        path,
        query: kept(query),
        body: kept(body),
        persona,
        status,
        code,
        msg,
        ms,
        ...(from ? { from } : {}),
      });
      const entry: Entry = { id, at, method, path, persona, status, code, listed: text, answerText, answerCut };
      const bytes =
        ENTRY_OVERHEAD +
        stringBytes(text) +
        stringBytes(at) +
        stringBytes(path) +
        (persona === null ? 0 : stringBytes(persona)) +
        (answerText === null ? 0 : stringBytes(answerText));
      const item: Kept = { entry, bytes, drop: () => remove(item) };
      entries.push(item);
      if (entries.length > JOURNAL_SIZE) remove(entries[0] as Kept);
      budget.keep(item);
      return entry.id;
    },
    /** newest first */
    list(filter: JournalFilter) {
      const found = entries
        .map((item) => item.entry)
        .filter((entry) => matches(entry, filter))
        .reverse();
      return found.slice(0, filter.limit ?? found.length).map(listed);
    },
    clear() {
      for (const item of entries) budget.forget(item);
      entries = [];
    },
    /** The journal of a sandbox that went: emptied, and deaf to the requests still running on it. */
    close() {
      this.clear();
      closed = true;
    },
  };
}
export type Journal = ReturnType<typeof createJournal>;

function personaOf(app: FastifyInstance, req: FastifyRequest): string | null {
  // the route's own check of the token, when it made one: no second check and lookup per call
  const known = authenticatedUser(req);
  if (known) return known.code;
  const token = bearerToken(req);
  const { tokens, db } = depsOf(app, req);
  const userId = token ? tokens.verify(token) : null;
  if (!userId || !db.$client.open) return null;
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
export const requestJournal = fp(async (app: FastifyInstance, { budget }: { budget: JournalBudget }) => {
  const journal = createJournal(budget);
  app.decorate('journal', journal);
  app.decorate('journalBudget', budget);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/') || req.internal) return payload;
    // what another site's page sends (an <img>, a form) is not the app's: it fills no journal
    if (crossSite(req, app.deps.config.corsOrigins)) return payload;
    const head = typeof payload === 'string' ? ENVELOPE_HEAD.exec(payload) : null;
    const query = redact(req.query ?? {});
    req.journalId = (req.sandbox?.journal ?? journal).add({
      at: new Date().toISOString(),
      method: req.method,
      url: urlOf(req, query),
      path: underApi(pathOf(req.url)),
      query,
      body: bodyOf(req),
      persona: personaOf(app, req),
      status: reply.statusCode,
      code: head ? Number(head[1]) : null,
      msg: head ? (JSON.parse(`"${head[2]}"`) as string) : null,
      ms: Math.round(reply.elapsedTime),
      answerText: head && (payload as string).length <= JOURNAL_ANSWER_KEEP ? (payload as string) : null,
      answerCut: head && (payload as string).length > JOURNAL_ANSWER_KEEP ? (payload as string).length : null,
      ...(req.answeredFrom ? { from: req.answeredFrom } : {}),
    });
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    journal: Journal;
    journalBudget: JournalBudget;
  }
}
