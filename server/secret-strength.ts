// How hard a secret is to guess, by zxcvbn's estimate (dictionaries of common passwords and
// words, keyboard walks, sequences, repeats, dates, l33t): "password1234567890" is a word and a
// sequence, about 10^4 guesses, however long it looks. Loaded only to check production secrets:
// the dictionaries take about half a second and 30 MB to unpack, all let go once checked.
import { createRequire } from 'node:module';

/** Guesses (as a power of ten) a secret must be worth: as many as 15 random characters. */
export const SECRET_MIN_GUESSES_LOG10 = 15;

const require = createRequire(import.meta.url);

/** The names (keys of `secrets`) whose value an attacker's dictionary would find too soon. */
export function guessableSecrets<K extends string>(secrets: Record<K, string>): K[] {
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const estimate = new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    // each substitution tried multiplies the work: a long hex secret full of digits took seconds
    l33tMaxSubstitutions: 8,
  });
  return (Object.keys(secrets) as K[]).filter(
    (name) => estimate.check(secrets[name]).guessesLog10 < SECRET_MIN_GUESSES_LOG10,
  );
}
