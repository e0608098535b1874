// Why a case of the contract suite is skipped against the target it runs on.
import type { CallDef } from '../../contract/define-call.ts';
import type { Entry } from './cases/kit.ts';
import { type settings as targetSettings, tokenVariable } from './target.ts';

type Settings = Pick<typeof targetSettings, 'base' | 'provisional' | 'write' | 'tokens'>;

/** Why a case cannot run against this target, or null (the in-process mock runs every case). */
export function skipReason(
  settings: Settings,
  call: Pick<CallDef, 'provisional' | 'specListed' | 'writes'>,
  options: { writes: boolean; persona: string | null; mockOnly?: string; readOnlyWith?: Entry['readOnlyWith'] },
): string | null {
  if (!settings.base) return null;
  if (options.mockOnly) return `only on the mock: ${options.mockOnly}`;
  if (call.provisional && !call.specListed && !settings.provisional)
    return 'provisional call (set CONTRACT_PROVISIONAL=1 to include it)';
  // What such a case sends comes from its variable (auth/nt's login code): without it there is
  // nothing to send, whether or not writes are allowed; given, it is consent for that case alone.
  const given = options.readOnlyWith;
  if (given && given.value === undefined) return `needs ${given.variable}, what it sends (see the README)`;
  const consented = given !== undefined && !options.writes;
  if ((options.writes || call.writes) && !settings.write && !consented)
    return 'can write (a success, or a refusal that fails, changes data); set CONTRACT_WRITE=1 to include it';
  return options.persona !== null && !settings.tokens[options.persona]
    ? `runs as ${options.persona}: set ${tokenVariable(options.persona)} (or CONTRACT_TOKENS)`
    : null;
}
