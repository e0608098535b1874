// The real backend's answers that differ from the contract (GET /__mock/violations): each
// difference with its call, field, tier, what the contract says and what came, when, and the
// journal entry of the call. The newest are kept; the count of each kind of difference (a call,
// a field, a tier) stays for the whole run, so a long session still says how often each came,
// and so does the count of answers that went on unchecked, by why.
import { z } from 'zod';
import type { Tier } from '../../contract/answer-tiers.ts';
import { listingQuery } from '../plugins/mock/listing-query.ts';
import type { Problem } from './answer-check.ts';
import type { Unchecked } from './forward.ts';

/** How many differences are kept to list (the oldest go first). */
export const VIOLATIONS_KEPT = 500;
/** How many kinds are counted one by one; past them, the rest are counted together (a backend may vary without end). */
const KINDS_KEPT = 1000;

export type Violation = Problem & {
  id: number;
  at: string;
  /** the contract's call (goods.audioStatus) */
  call: string;
  method: string;
  /** the path as called */
  path: string;
  /** the journal entry of the call (GET /__mock/requests lists its id), in the sandbox named, if any */
  journal: { id: number; session: string | null } | null;
};

/** A kind of difference: one call, one field (any item of a list), one tier. */
export const kindOf = (v: Pick<Violation, 'call' | 'field' | 'tier'>) =>
  `${v.call} ${v.field.replace(/\[\d+\]/g, '[]')} ${v.tier}`;

export const violationFilter = z
  .object({
    call: z.string().trim().min(1).max(100).optional(),
    tier: z.enum(['spec', 'mock']).optional(),
    ...listingQuery(VIOLATIONS_KEPT),
  })
  .strict();
export type ViolationFilter = z.infer<typeof violationFilter>;

export function createViolations() {
  let kept: Violation[] = [];
  let next = 1;
  const kinds = new Map<string, { call: string; field: string; tier: Tier; count: number; last: string }>();
  const unchecked = new Map<Unchecked, number>();
  return {
    /** Files the differences of one answer; returns the kinds seen for the first time. */
    add(found: Omit<Violation, 'id'>[]): string[] {
      const fresh: string[] = [];
      for (const fields of found) {
        const violation = { id: next++, ...fields };
        kept.push(violation);
        // a kind counted past the listed differences stands for `more` of them
        const times = violation.more ?? 1;
        const full = kinds.size >= KINDS_KEPT;
        const kind =
          full && !kinds.has(kindOf(violation))
            ? `${violation.call} (other fields) ${violation.tier}`
            : kindOf(violation);
        const known = kinds.get(kind);
        if (known) {
          known.count += times;
          known.last = violation.at;
        } else {
          kinds.set(kind, {
            call: violation.call,
            field: full ? '(other fields)' : violation.field.replace(/\[\d+\]/g, '[]'),
            tier: violation.tier,
            count: times,
            last: violation.at,
          });
          fresh.push(kind);
        }
      }
      if (kept.length > VIOLATIONS_KEPT) kept = kept.slice(-VIOLATIONS_KEPT);
      return fresh;
    },
    /** newest first */
    list(filter: ViolationFilter) {
      const since = filter.since ? new Date(filter.since).toISOString() : undefined;
      const found = kept
        .filter((v) => (!filter.call || v.call === filter.call) && (!filter.tier || v.tier === filter.tier))
        .filter((v) => !since || v.at > since)
        .reverse();
      return found.slice(0, filter.limit ?? found.length);
    },
    /** An answer that went on unchecked, and why. */
    unchecked(why: Unchecked) {
      unchecked.set(why, (unchecked.get(why) ?? 0) + 1);
    },
    /** The counts by kind, of the call and tier asked for (all by default). */
    summary(filter: Pick<ViolationFilter, 'call' | 'tier'> = {}) {
      const all = [...kinds.values()].filter(
        (k) => (!filter.call || k.call === filter.call) && (!filter.tier || k.tier === filter.tier),
      );
      const total = (tier?: Tier) => all.filter((k) => !tier || k.tier === tier).reduce((n, k) => n + k.count, 0);
      return {
        count: total(),
        spec: total('spec'),
        mock: total('mock'),
        kinds: all,
        unchecked: Object.fromEntries(unchecked) as Partial<Record<Unchecked, number>>,
      };
    },
    clear() {
      kept = [];
      kinds.clear();
      unchecked.clear();
    },
  };
}
export type Violations = ReturnType<typeof createViolations>;
