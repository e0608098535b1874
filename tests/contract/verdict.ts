// The verdict of one contract case: every assertion with where it comes from. `spec`
// assertions fail the case against any server; `mock` ones fail it against the in-process mock
// (and with CONTRACT_STRICT=mock), and are otherwise reported as drift beside the result.
import type { z } from 'zod';
import { itemAt } from '#contract/present.ts';
import type { Origin } from './cases/kit.ts';

/** vitest's `annotate` of the running test (its context), or anything taking the same notes. */
export type Annotate = (message: string, type: string) => Promise<unknown>;

export type Finding = { origin: Origin; what: string; passed: boolean; detail?: string };
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

  check(origin: Origin, what: string, assertion: () => void): boolean {
    try {
      assertion();
      this.findings.push({ origin, what, passed: true });
      return true;
    } catch (error) {
      this.findings.push({ origin, what, passed: false, detail: messageOf(error) });
      return false;
    }
  }

  fail(origin: Origin, what: string, detail: string) {
    this.findings.push({ origin, what, passed: false, detail });
  }

  /** Each difference of a zod parse as a finding of `origin`. */
  parse(origin: Origin, what: string, schema: z.ZodType, value: unknown): boolean {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      this.findings.push({ origin, what, passed: true });
      return true;
    }
    for (const issue of parsed.error.issues) this.fail(origin, what, describeIssue(issue, value));
    return false;
  }

  private failing = (f: Finding) => !f.passed && (f.origin === 'spec' || !this.lenient);

  /** Every finding, one a line: ✓ passed, ✗ failed, ~ drift (a mock finding that does not fail here). */
  report(): string {
    return this.findings
      .map((f) => {
        const mark = f.passed ? '✓' : this.failing(f) ? '✗' : '~';
        return `  ${mark} [${f.origin}] ${f.what}${f.detail ? `: ${f.detail}` : ''}`;
      })
      .join('\n');
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

const at = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

/** "the mock sends `data.x`; this server does not", or what the contract says of a value it sends. */
export function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const path = issue.path.map(String).join('.');
  const got = at(value, issue.path);
  if (got === undefined && issue.code === 'invalid_type') return `the mock sends \`${path}\`; this server does not`;
  const sent = JSON.stringify(got) ?? 'nothing';
  return `\`${path || '(the answer)'}\`: ${issue.message}; this server sends ${sent.length > 80 ? `${sent.slice(0, 80)}…` : sent}`;
}
