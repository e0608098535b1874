// A loaded recording, as replay finds its answers (decisions 60 and 71): read-only once built, so
// that every sandbox replaying the same folder shares one. What each replay counts for itself,
// the n-th identical call getting the n-th recorded answer, is a Replayer's.
//
// A request is found by its key without the caller (callKey), then by who made it:
// - the exchange recorded as the same user;
// - one recorded without a user (a recording of the first format);
// - a user the recording never met (a token it does not know): the only user it has for that
//   request, or, with several, a refusal saying it cannot tell which (never one picked silently).
// A request it lacks is explained by the nearest one it has: another language, with or without
// a login, another user, other fields or encrypted data it did not make.
import { type Lang, languageOf } from '../../contract/language.ts';
import { message } from '../../contract/messages.ts';
import {
  callKey,
  ciphertextOf,
  type Exchange,
  matchKey,
  type RecordedAnswer,
  type RecordedRequest,
  type RequestParts,
  recordedRequest,
  sameValue,
} from './exchange.ts';
import { Identities } from './identity.ts';

export type RecordingIndex = {
  readonly size: number;
  /** by the key without the caller: the exchanges by their user ('' when recorded without one) */
  readonly byCall: ReadonlyMap<string, ReadonlyMap<string, Exchange>>;
  /** what each ciphertext the recording's common/encrypt gave encrypts */
  readonly ciphers: ReadonlyMap<string, unknown>;
  /** every user the recording met */
  readonly identities: ReadonlySet<string>;
  /** the requests of each `METHOD /path`, to say why another is missing */
  readonly byPath: ReadonlyMap<string, readonly RecordedRequest[]>;
};

/** Why a request found no answer: what differs from the nearest request the recording has. */
export type Difference =
  | { kind: 'lang'; lang: Lang }
  | { kind: 'login'; login: boolean }
  | { kind: 'identity'; identities: string[] }
  | { kind: 'encryption' }
  | { kind: 'fields'; fields: string[] };

export type LookUp =
  | { request: RecordedRequest; found: Exchange; answer: RecordedAnswer }
  | {
      request: RecordedRequest;
      /** the recording has the request for several users, and the caller is none of them */
      users?: string[];
      /** how the nearest recorded request differs */
      differences: Difference[];
      /** the request carries a ciphertext of the recording's, which only the recording can read */
      recordedCipher: boolean;
    };

const pathKey = (request: { method: string; path: string }) => `${request.method} ${request.path}`;

/** Exchanges indexed between two turns of the event loop: a large recording never holds the server long. */
const IN_ONE_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The index of a recording's exchanges; of two for one request and user, the later recorded. */
export async function indexOf(exchanges: readonly Exchange[]): Promise<RecordingIndex> {
  const ordered = [...exchanges].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  const ciphers = new Map<string, unknown>();
  for (const { request, answers } of ordered)
    for (const answer of answers) {
      const ciphertext = ciphertextOf(request, answer);
      if (ciphertext) ciphers.set(ciphertext, request.body ?? {});
    }
  const byCall = new Map<string, Map<string, Exchange>>();
  const byPath = new Map<string, RecordedRequest[]>();
  const identities = new Set<string>();
  for (const [at, exchange] of ordered.entries()) {
    if (at % IN_ONE_TURN === IN_ONE_TURN - 1) await nextTurn();
    // a file of the first format holds a ciphertext as it came: keyed by what it encrypts
    const request = ciphers.size ? withCiphers(exchange.request, ciphers) : exchange.request;
    const keyed = request === exchange.request ? exchange : { ...exchange, request };
    const key = callKey(request);
    const users = byCall.get(key) ?? new Map<string, Exchange>();
    users.set(request.identity ?? '', keyed);
    byCall.set(key, users);
    const same = byPath.get(pathKey(request));
    if (same) same.push(request);
    else byPath.set(pathKey(request), [request]);
    if (request.identity) identities.add(request.identity);
  }
  return { size: exchanges.length, byCall, ciphers, identities, byPath };
}

function withCiphers(request: RecordedRequest, ciphers: ReadonlyMap<string, unknown>): RecordedRequest {
  const swap = (value: unknown): unknown =>
    typeof value === 'string' && ciphers.has(value)
      ? { encrypted: ciphers.get(value) }
      : value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swap(inner)]))
        : value;
  const carries = (value: unknown) => JSON.stringify(value ?? null) !== JSON.stringify(swap(value) ?? null);
  if (!carries(request.query) && !carries(request.body)) return request;
  return {
    ...request,
    ...(request.query ? { query: swap(request.query) as Record<string, unknown> } : {}),
    ...(request.body !== undefined ? { body: swap(request.body) } : {}),
  };
}

const isEncrypted = (value: unknown) =>
  Boolean(value && typeof value === 'object' && !Array.isArray(value) && 'encrypted' in value);
const carriesCipher = (request: RecordedRequest) =>
  [request.query, request.body].some(
    (fields) => fields && typeof fields === 'object' && Object.values(fields).some(isEncrypted),
  );

/** How `recorded` differs from `request`, beyond method and path. */
function differences(request: RecordedRequest, recorded: RecordedRequest): Difference[] {
  const found: Difference[] = [];
  if (recorded.lang !== request.lang) found.push({ kind: 'lang', lang: recorded.lang });
  if (recorded.login !== request.login) found.push({ kind: 'login', login: recorded.login });
  const fields: string[] = [];
  let encryption = false;
  for (const part of ['query', 'body'] as const) {
    const mine = (request[part] ?? {}) as Record<string, unknown>;
    const theirs = (recorded[part] ?? {}) as Record<string, unknown>;
    if (typeof mine !== 'object' || typeof theirs !== 'object') {
      if (!sameValue(mine, theirs)) fields.push(part);
      continue;
    }
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      if (sameValue(mine[key], theirs[key])) continue;
      if (isEncrypted(theirs[key]) && typeof mine[key] === 'string') encryption = true;
      else fields.push(`${part}.${key}`);
    }
  }
  if (encryption) found.push({ kind: 'encryption' });
  if (fields.length) found.push({ kind: 'fields', fields });
  return found;
}

/** The differences from the nearest request of the same call the recording has. */
function nearest(index: RecordingIndex, request: RecordedRequest): Difference[] {
  let best: Difference[] | null = null;
  for (const recorded of index.byPath.get(pathKey(request)) ?? []) {
    const found = differences(request, recorded);
    if (
      request.identity &&
      recorded.identity !== request.identity &&
      index.identities.has(request.identity) &&
      !found.length
    ) {
      const users = [...(index.byCall.get(callKey(request))?.keys() ?? [])].filter(Boolean).sort();
      found.push({ kind: 'identity', identities: users });
    }
    if (!best || found.length < best.length) best = found;
  }
  return best ?? [];
}

/**
 * What one replay answers (a sandbox's, the shared mock's, a set of MSW handlers'): the recorded
 * exchange of a request, and its n-th answer the n-th time it is asked.
 */
export class Replayer {
  readonly #asked = new Map<string, number>();
  readonly #identities = new Identities();

  constructor(readonly index: RecordingIndex) {}

  lookUp(parts: RequestParts, ownToken?: (token: string) => boolean): LookUp {
    const ciphers = this.index.ciphers;
    const request = recordedRequest(parts, {
      redaction: { found: new Set(), label: (secret) => this.#identities.of(secret) },
      ...(ownToken ? { ownToken } : {}),
      plaintextOf: (text) => ciphers.get(text),
    });
    const users = this.index.byCall.get(callKey(request));
    const who = request.identity ?? '';
    let found = users?.get(who) ?? users?.get('');
    if (!found && users && (who === '' || !this.index.identities.has(who))) {
      if (users.size > 1) return { request, users: [...users.keys()].sort(), differences: [], recordedCipher: false };
      found = users.values().next().value;
    }
    if (!found) return { request, differences: nearest(this.index, request), recordedCipher: carriesCipher(request) };
    const key = matchKey(found.request);
    const times = this.#asked.get(key) ?? 0;
    this.#asked.set(key, times + 1);
    const answer = found.answers[Math.min(times, found.answers.length - 1)] as RecordedAnswer;
    return { request, found, answer };
  }
}

/** A request as a sentence names it: `GET /api/goods/info?data=… (en, logged in)`. */
export function describeRequest(request: RecordedRequest): string {
  const flat = Object.entries(request.query ?? {}).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (one) => `${key}=${typeof one === 'object' ? JSON.stringify(one) : String(one)}`,
    ),
  );
  const query = flat.length ? `?${flat.join('&')}` : '';
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`;
  const text = `${request.method} ${request.path}${query}${body}`;
  return `${text.length > 300 ? `${text.slice(0, 300)}…` : text} (${request.lang}, ${request.login ? 'logged in' : 'no login'})`;
}

/** Why a request found no answer, in the caller's language: a sentence for each difference. */
export function whyMissing(differences: readonly Difference[], lang: Lang): string {
  return differences.map((difference) => sentenceOf(difference, lang)).join(' ');
}

function sentenceOf(difference: Difference, lang: Lang): string {
  switch (difference.kind) {
    case 'lang':
      return message('replayOtherLanguage', lang, { lang: difference.lang });
    case 'login':
      return message(difference.login ? 'replayWithLogin' : 'replayWithoutLogin', lang);
    case 'identity':
      return message('replayOtherUser', lang, { users: difference.identities });
    case 'encryption':
      return message('replayOtherCiphertext', lang);
    default:
      return message('replayOtherFields', lang, { fields: difference.fields });
  }
}

/** The refusal of a request replay cannot answer: a status and a message in the caller's language. */
export function missRefusal(
  miss: Exclude<LookUp, { found: Exchange }>,
  lang: Lang,
): { status: 404 | 409; msg: string } {
  const request = describeRequest(miss.request);
  if (miss.users) return { status: 409, msg: message('replayWhichUser', lang, { request, users: miss.users }) };
  const why = whyMissing(miss.differences, lang);
  return { status: 404, msg: message(why ? 'replayMissingBecause' : 'replayMissing', lang, { request, why }) };
}

/** The language a request's parts ask for (the mock's rule), for a refusal. */
export const langOf = (parts: RequestParts) => languageOf(parts.langHeader, parts.acceptLanguage);
