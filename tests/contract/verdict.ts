// A case's verdict: the findings of the contract (contract/answer-tiers.ts) and of the case's
// own checks, each `spec` or `mock`. Against a foreign server only `spec` findings fail the case;
// the `mock` ones are drift, annotated beside the case and kept for the summary.
import { type Finding, parseFindings, type Tier } from '../../contract/answer-tiers.ts';
import { itemAt } from '../../contract/present.ts';
import { MissingFixture } from './fixtures.ts';

/** vitest's `annotate` of the running test (its context), or anything taking the same notes. */
export type Annotate = (message: string, type: string) => Promise<unknown>;

export type CaseDrift = { call: string; case: string; notes: string[] };

/** What the mock does that the server under test does not, case by case (the run's summary). */
export const driftLog: CaseDrift[] = [];

const messageOf = (error: unknown) =>
  itemAt((error instanceof Error ? error.message : String(error)).split('\n'), 0).replace(
    / \/\/ Object\.is equality$/,
    '',
  );

export class Verdict {
  readonly findings: Finding[] = [];

  /** `lenient`: mock findings are drift, not failures (a foreign server, without CONTRACT_STRICT=mock) */
  constructor(
    readonly call: string,
    readonly name: string,
    readonly lenient: boolean,
  ) {}

  /** A check of the case's own; a record the fixtures lack is not a finding (the case is skipped). */
  check(tier: Tier, what: string, assertion: () => void): boolean {
    try {
      assertion();
      this.findings.push({ tier, what, passed: true });
      return true;
    } catch (error) {
      if (error instanceof MissingFixture) throw error;
      this.findings.push({ tier, what, passed: false, detail: messageOf(error) });
      return false;
    }
  }

  fail(tier: Tier, what: string, detail: string) {
    this.findings.push({ tier, what, passed: false, detail });
  }

  /** The contract's findings; whether those of `tier` (when given) all passed. */
  add(findings: Finding[], tier?: Tier): boolean {
    this.findings.push(...findings);
    return findings.every((f) => f.passed || (tier !== undefined && f.tier !== tier));
  }

  /** Each difference of a zod parse as a finding of `tier`. */
  parse(tier: Tier, what: string, schema: Parameters<typeof parseFindings>[2], value: unknown): boolean {
    return this.add(parseFindings(tier, what, schema, value));
  }

  private failing = (f: Finding) => !f.passed && (f.tier === 'spec' || !this.lenient);

  /** Every finding, one a line: ✓ passed, ✗ failed, ~ drift (a mock finding that does not fail here). */
  report(): string {
    return this.findings
      .map((f) => {
        const mark = f.passed ? '✓' : this.failing(f) ? '✗' : '~';
        return `  ${mark} [${f.tier}] ${f.what}${f.detail && !f.passed ? `: ${f.detail}` : ''}`;
      })
      .join('\n');
  }

  /** The findings that fail the case, one a line. */
  failures(): string[] {
    return this.findings.filter(this.failing).map((f) => `[${f.tier}] ${f.what}: ${f.detail ?? ''}`);
  }

  /** The drift of this case, one note a finding: what the mock does that this server does not. */
  driftNotes(): string[] {
    return this.findings.filter((f) => !f.passed && !this.failing(f)).map((f) => `${f.what}: ${f.detail}`);
  }

  /**
   * Reports the drift beside the case (`annotate`: vitest's test annotation, shown under the
   * test's name) and keeps it for the summary; then throws when a finding fails the case.
   */
  async finish(context = '', annotate?: Annotate) {
    const notes = this.driftNotes();
    if (notes.length) driftLog.push({ call: this.call, case: this.name, notes });
    for (const note of notes) await annotate?.(`~ [mock] ${note}`, 'drift');
    if (this.findings.some(this.failing)) throw new Error(`${this.report()}${context ? `\n${context}` : ''}`);
  }
}
