// Recording what the backend answers (MOCK_RECORD; decisions 59 and 71): each forwarded exchange
// written as the n-th answer to its request, made as the user its token or login code stands for.
// The recorder remembers, for the run, which user each token a login gave stands for and what
// each ciphertext common/encrypt gave encrypts, so that the calls which carry them are keyed by
// their meaning; and how many times each request came, so that the second like is the second
// answer. Writes to one file follow each other in order.
import type { AnswerProblem } from '../../contract/answer-tiers.ts';
import {
  ciphertextOf,
  ENCRYPT_PATH,
  exchangeOf,
  matchKey,
  type RecordedAnswer,
  type RequestParts,
  recordedAnswer,
  recordedRequest,
} from './exchange.ts';
import { Identities } from './identity.ts';
import { writeExchange } from './recording-files.ts';
import type { Redaction } from './redaction.ts';

/** How many ciphertexts and requests a run remembers (the oldest go first). */
const REMEMBERED = 20_000;

const remember = <V>(map: Map<string, V>, key: string, value: V) => {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED) map.delete(map.keys().next().value as string);
};

/** The ciphertext a raw answer of common/encrypt gives, as the caller received it. */
function rawCiphertext(text: string): string | undefined {
  try {
    const value = (JSON.parse(text) as { data?: { data_encrypted?: unknown } }).data?.data_encrypted;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export type Recorded = {
  call?: string;
  parts: RequestParts;
  answer: { status: number; contentType?: string; location?: string; text: string };
  problems: AnswerProblem[];
  /** a token the mock signed (it never reached the backend) */
  ownToken?: (token: string) => boolean;
};

export class Recorder {
  readonly #identities = new Identities();
  readonly #ciphers = new Map<string, unknown>();
  readonly #times = new Map<string, number>();
  readonly #writing = new Map<string, Promise<unknown>>();

  constructor(readonly dir: string) {}

  /**
   * Records one exchange; resolves once it is on disk. What it learns (who a token stands for,
   * what a ciphertext encrypts) is known before it returns, for the requests that follow.
   */
  record({ call, parts, answer, problems, ownToken }: Recorded): Promise<unknown> {
    const found = new Set<string>();
    const label = (secret: string) => this.#identities.of(secret);
    const request = recordedRequest(parts, {
      redaction: { found, label },
      ...(ownToken ? { ownToken } : {}),
      plaintextOf: (text) => this.#ciphers.get(text),
    });
    const given = new Map<string, string>();
    const redaction: Redaction = { found, label, given, ...(request.identity ? { gives: request.identity } : {}) };
    const kept = recordedAnswer(answer, redaction);
    for (const [token, user] of given) this.#identities.gave(token, user);
    if (!kept) return Promise.resolve();
    if (request.path === ENCRYPT_PATH) {
      for (const ciphertext of [rawCiphertext(answer.text), ciphertextOf(request, kept)])
        if (ciphertext) remember(this.#ciphers, ciphertext, request.body ?? {});
    }
    const withProblems: RecordedAnswer = problems.length ? { ...kept, contract: problems } : kept;
    const exchange = exchangeOf({ ...(call ? { call } : {}), request, answer: withProblems }, found);
    const key = matchKey(exchange.request);
    const nth = (this.#times.get(key) ?? 0) + 1;
    remember(this.#times, key, nth);
    // one file's writes in the order of the calls
    const before = this.#writing.get(key) ?? Promise.resolve();
    const done = before.then(() => writeExchange(this.dir, exchange, nth));
    const settled = done.catch(() => {});
    this.#writing.set(key, settled);
    void settled.then(() => {
      if (this.#writing.get(key) === settled) this.#writing.delete(key);
    });
    return done;
  }
}
