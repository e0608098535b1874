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
import { type Redaction, scrubKnown } from './redaction.ts';

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
  /** a token the mock signed (it never reached the backend) */
  ownToken?: (token: string) => boolean;
};

/** An exchange read, waiting to be written with its differences from the contract. */
export type Captured = { write(problems: readonly AnswerProblem[]): Promise<unknown> };

export class Recorder {
  readonly #identities = new Identities();
  readonly #ciphers = new Map<string, unknown>();
  readonly #times = new Map<string, number>();
  readonly #writing = new Map<string, Promise<unknown>>();

  constructor(readonly dir: string) {}

  /**
   * Reads one exchange as soon as its answer is out: what it teaches (who a token stands for,
   * what a ciphertext encrypts, which time this request came) holds from now on for the requests
   * that follow, whatever waits before it is written. Null when the answer is not recorded.
   */
  capture({ call, parts, answer, ownToken }: Recorded): Captured | null {
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
    if (!kept) return null;
    if (request.path === ENCRYPT_PATH) {
      for (const ciphertext of [rawCiphertext(answer.text), ciphertextOf(request, kept)])
        if (ciphertext) remember(this.#ciphers, ciphertext, request.body ?? {});
    }
    const key = matchKey(scrubKnown(request, found) as typeof request);
    const nth = (this.#times.get(key) ?? 0) + 1;
    remember(this.#times, key, nth);
    return {
      write: (problems) => {
        const withProblems: RecordedAnswer = problems.length ? { ...kept, contract: [...problems] } : kept;
        const exchange = exchangeOf({ ...(call ? { call } : {}), request, answer: withProblems }, found);
        return this.#inTurn(key, () => writeExchange(this.dir, exchange, nth));
      },
    };
  }

  /** One file's writes in the order of the calls. */
  #inTurn(key: string, write: () => Promise<unknown>): Promise<unknown> {
    const before = this.#writing.get(key) ?? Promise.resolve();
    const done = before.then(write);
    const settled = done.catch(() => {});
    this.#writing.set(key, settled);
    void settled.then(() => {
      if (this.#writing.get(key) === settled) this.#writing.delete(key);
    });
    return done;
  }
}
