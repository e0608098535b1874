// Who a recorded call was made as (decision 71): the user behind the token it carried, or behind
// the login code it exchanged, without the secret itself. A recording names that user by a label,
// the first 8 hex digits of the secret's SHA-256, so that a session of several personas keeps each
// one's answers apart. A token that a recorded login gave is labelled as the login's code was: the
// calls made with it belong to the user who logged in.
//
// A token or login code a recording gives back is written `[redacted:<label>]`: the replayed
// login hands the app a token that still says who it stands for, and the calls the app makes with
// it find that user's answers.
import { createHash } from 'node:crypto';
import { REDACTED } from '../redact.ts';

const STAND_IN = /^\[redacted:([0-9a-f]{8})\]$/;

/** A secret's label: never the secret, always the same for the same secret. */
export const labelOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 8);

/** What a recording writes for a token or login code standing for `label`. */
export const standIn = (label: string | undefined) => (label ? `[redacted:${label}]` : REDACTED);

/** The label a stand-in carries, if `text` is one. */
export const labelIn = (text: string) => STAND_IN.exec(text)?.[1];

/** How many tokens given by logins are remembered while recording (the oldest go first). */
const REMEMBERED = 10_000;

/**
 * The labels of one recording run: a token a login gave stands for the login's user; any other
 * token or login code, for itself; a stand-in, for the label it carries.
 */
export class Identities {
  readonly #given = new Map<string, string>();

  of(secret: string): string {
    return labelIn(secret) ?? this.#given.get(secret) ?? labelOf(secret);
  }

  /** `token`, given in an answer, stands for `label` from now on. */
  gave(token: string, label: string) {
    if (this.#given.get(token) === label) return;
    this.#given.delete(token);
    this.#given.set(token, label);
    if (this.#given.size > REMEMBERED) this.#given.delete(this.#given.keys().next().value as string);
  }
}
