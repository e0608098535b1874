// How hard a secret is to guess, by zxcvbn's estimate (dictionaries of common passwords and
// words, keyboard walks, sequences, repeats, dates, l33t): "password1234567890" is a word and a
// sequence, about 10^4 guesses, however long it looks. Loaded only to check production secrets:
// the dictionaries take about half a second and 30 MB to unpack; the estimator is held weakly,
// so a server lets it go once it has checked, while checks in a row (tests) share one.
import { createRequire } from 'node:module';

/** Guesses (as a power of ten) a secret must be worth: as many as 15 random characters. */
export const SECRET_MIN_GUESSES_LOG10 = 15;

const require = createRequire(import.meta.url);

type Estimator = InstanceType<typeof import('@zxcvbn-ts/core').ZxcvbnFactory>;
let kept: WeakRef<Estimator> | undefined;

function estimator(): Estimator {
  const alive = kept?.deref();
  if (alive) return alive;
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const made = new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    // each substitution tried multiplies the work: a long hex secret full of digits took seconds
    l33tMaxSubstitutions: 8,
  });
  kept = new WeakRef(made);
  return made;
}

/** The names (keys of `secrets`) whose value an attacker's dictionary would find too soon. */
export function guessableSecrets<K extends string>(secrets: Record<K, string>): K[] {
  const names = Object.keys(secrets) as K[];
  if (!names.length) return [];
  const estimate = estimator();
  return names.filter((name) => estimate.check(secrets[name]).guessesLog10 < SECRET_MIN_GUESSES_LOG10);
}
