// What a run of the contract suite against a server prints (reporter.ts): one line per case
// that ran, its drift named briefly beside it; the drift seen in several cases once, with the
// number of cases; the skipped cases by reason; the red cases in full. A 60-case run fits in
// well under 150 lines, whatever the server does differently.

export type CaseOutcome = {
  /** the call's id (the case's suite) */
  call: string;
  /** the test's name, without the reason it was skipped */
  title: string;
  state: 'passed' | 'failed' | 'skipped' | 'pending';
  /** why it was skipped */
  skipped?: string;
  /** its drift notes, as the annotations carry them (`~ [mock] what: detail`) */
  drift: string[];
  /** why it failed: the verdict, and the requests it sent */
  failure: string[];
};

/** A finding's number in a list (`data.items.3.price`) as the list's items (`data.items[].price`). */
const itemsOf = (text: string) => text.replace(/\.\d+(?=[.`])/g, '[]');
const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * A drift note, or a failed check, as a few words beside its case: the field, or what was
 * checked, and what this server sent.
 */
export function driftLabel(note: string): string {
  const text = itemsOf(note.replace(/^\s*[~✗] \[(mock|spec)\] /, ''));
  const patterns: [RegExp, (...m: string[]) => string][] = [
    [/^[^:]+: the (?:mock sends|spec lists) `(.+?)`; this server does not send it$/, (path) => `no ${path}`],
    [
      /^[^:]+: `(.+?)`: the mock sends (an? \w+); this server sends (.*)$/s,
      (path, mock, sent) => `${path} ${clip(String(sent), 14)} (mock: ${mock})`,
    ],
    [/^[^:]+: `(.+?)`: .*; this server sends (.*)$/s, (path, sent) => `${path} ${clip(String(sent), 14)}`],
    [/^the envelope: data null: data (.*)$/s, (sent) => `data ${clip(String(sent), 10)}`],
    [/^code [-\d]+: code (.*)$/, (sent) => `code ${sent}`],
    [/^HTTP \d+: HTTP (\d+)$/, (sent) => `HTTP ${sent}`],
    [/^the call: this server has no (\S+ \S+)/, (route) => `no ${route}`],
    [/^the request: /, () => 'request not made'],
    [/^the message: .*?(expected .*)$/s, (said) => `msg ${clip(said, 60)}`],
  ];
  for (const [pattern, label] of patterns) {
    const m = text.match(pattern);
    if (m) return label(...m.slice(1));
  }
  return text.split(': ')[0] ?? text;
}

/** The labels of a case's drift, each once, at most `max` of them. */
function labels(drift: string[], max = 8): string {
  const all = [...new Set(drift.map(driftLabel))];
  return all.length > max ? `${all.slice(0, max).join(', ')} +${all.length - max}` : all.join(', ');
}

/** What failed a red case, briefly: its failed checks, or the first line of the error that ended it. */
function failedLabel(failure: string[]): string {
  const checks = failure.filter((line) => /^\s*✗ \[(spec|mock)\] /.test(line));
  return checks.length ? labels(checks, 4) : clip(failure.find((line) => line.trim())?.trim() ?? 'failed', 120);
}

/** A skip reason by its kind: the same setting, or the fixtures' keys (counted one by one). */
function skippedLines(cases: CaseOutcome[]): string[] {
  const reasons = new Map<string, number>();
  const keys = new Map<string, number>();
  for (const c of cases) {
    const reason = c.skipped ?? 'skipped';
    const fixtures = reason.match(/^needs (.+) in CONTRACT_FIXTURES/);
    if (fixtures) for (const key of (fixtures[1] ?? '').split(', ')) keys.set(key, (keys.get(key) ?? 0) + 1);
    const kind = fixtures ? 'records CONTRACT_FIXTURES does not map (below)' : reason;
    reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
  }
  const lines = [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `  ${String(n).padStart(3)} ${reason}`);
  if (keys.size)
    lines.push(
      `      needed: ${[...keys].map(([key, n]) => `${key}${n > 1 ? ` (${n})` : ''}`).join(', ')} (the fixtures template says what each is)`,
    );
  return lines;
}

/** The lines a run against `target` prints. `notes`: what the run itself said (its hints). */
export function runSummary(target: string, cases: CaseOutcome[], notes: string[] = []): string[] {
  const ran = cases.filter((c) => c.state === 'passed' || c.state === 'failed');
  const red = ran.filter((c) => c.state === 'failed');
  const drifting = ran.filter((c) => c.drift.length > 0);
  const skipped = cases.filter((c) => c.state === 'skipped');
  const lines = [`Contract suite against ${target}`];
  for (const c of ran) {
    const name = [c.call, c.title].filter(Boolean).join(' ');
    // a red case names what failed it; its drift is in its full report below
    if (c.state === 'failed') lines.push(` ✗ ${name}  ✗ ${failedLabel(c.failure)}`);
    else lines.push(` ✓ ${name}${c.drift.length ? `  ~ ${labels(c.drift)}` : ''}`);
  }
  // a note of three cases or more, of more than one call, is printed once in full
  const seen = new Map<string, { cases: number; calls: Set<string> }>();
  for (const c of drifting)
    for (const note of new Set(c.drift.map((n) => itemsOf(n.replace(/^~ \[mock\] /, ''))))) {
      const s = seen.get(note) ?? { cases: 0, calls: new Set<string>() };
      seen.set(note, { cases: s.cases + 1, calls: s.calls.add(c.call) });
    }
  const common = [...seen].filter(([, s]) => s.cases >= 3 && s.calls.size > 1).sort((a, b) => b[1].cases - a[1].cases);
  if (common.length) {
    lines.push('', 'Drift of many cases (~: the mock does it, this server does not; CONTRACT_STRICT=mock fails it):');
    for (const [note, s] of common) lines.push(`  ~ ${clip(note, 150)} (${s.cases} cases)`);
  }
  if (skipped.length) lines.push('', `Skipped ${skipped.length}:`, ...skippedLines(skipped));
  for (const c of red) lines.push('', `✗ ${[c.call, c.title].filter(Boolean).join(' ')}`, ...c.failure);
  if (notes.length) lines.push('', ...notes);
  lines.push(
    '',
    `${ran.length} ran: ${red.length} red, ${drifting.length} with drift, ${ran.filter((c) => c.state === 'passed' && c.drift.length === 0).length} the same as the mock; ${skipped.length} skipped. ` +
      'Every drift note: the JSON of CONTRACT_REPORT, or the JUnit reporter.',
  );
  return lines;
}
