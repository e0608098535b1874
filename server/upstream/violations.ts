// The real backend's answers that differ from the contract (GET /__mock/violations): each
// difference with its call, field, tier, what the contract says and what came, when, and the
// journal entry of the call. The newest are kept; the count of each kind of difference (a call,
// a field, a tier) stays for the whole run, so a long session still says how often each came.
import { z } from 'zod';
import type { AnswerProblem, Tier } from '../../contract/answer-tiers.ts';
import { listingQuery } from '../plugins/mock/listing-query.ts';

/** How many differences are kept to list (the oldest go first). */
export const VIOLATIONS_KEPT = 500;

export type Violation = AnswerProblem & {
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
  return {
    /** Files the differences of one answer; returns the kinds seen for the first time. */
    add(found: Omit<Violation, 'id'>[]): string[] {
      const fresh: string[] = [];
      for (const fields of found) {
        const violation = { id: next++, ...fields };
        kept.push(violation);
        const kind = kindOf(violation);
        const known = kinds.get(kind);
        if (known) {
          known.count += 1;
          known.last = violation.at;
        } else {
          kinds.set(kind, {
            call: violation.call,
            field: violation.field.replace(/\[\d+\]/g, '[]'),
            tier: violation.tier,
            count: 1,
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
    summary() {
      const all = [...kinds.values()];
      const total = (tier?: Tier) => all.filter((k) => !tier || k.tier === tier).reduce((n, k) => n + k.count, 0);
      return { count: total(), spec: total('spec'), mock: total('mock'), kinds: all };
    },
    clear() {
      kept = [];
      kinds.clear();
    },
  };
}
export type Violations = ReturnType<typeof createViolations>;
