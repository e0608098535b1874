import { describe, expect, it } from 'vitest';
import { type CaseOutcome, driftLabel, runSummary } from './run-summary.ts';

const ran = (call: string, title: string, drift: string[] = []): CaseOutcome => ({
  call,
  title,
  state: 'passed',
  drift,
  failure: [],
});
const skipped = (call: string, reason: string): CaseOutcome => ({
  call,
  title: 'a case',
  state: 'skipped',
  skipped: reason,
  drift: [],
  failure: [],
});

describe('what a run against a server prints', () => {
  it('names each drift briefly beside its case: the field, and what this server sent', () => {
    expect(
      driftLabel('~ [mock] the mock’s fields: the mock sends `data.items.3.name_intl`; this server does not send it'),
    ).toBe('no data.items[].name_intl');
    expect(
      driftLabel('~ [mock] the mock’s fields: `data.price`: the mock sends a number; this server sends "388000.00"'),
    ).toBe('data.price "388000.00" (mock: a number)');
    expect(driftLabel('~ [mock] the envelope: data null: data {}')).toBe('data {}');
    expect(driftLabel('~ [mock] code 400: code -2')).toBe('code -2');
    expect(driftLabel('~ [mock] HTTP 200: HTTP 401')).toBe('HTTP 401');
    expect(
      driftLabel('~ [mock] the call: this server has no GET /api/works/list (a call the spec does not list)'),
    ).toBe('no GET /api/works/list');
  });

  it('lists every case once, folds the drift of several cases, counts the skipped by reason', () => {
    const cases = [
      ...Array.from({ length: 30 }, (_, i) =>
        ran(i % 2 ? 'goods.like' : 'goods.info', `refusal ${i}`, [
          '~ [mock] the envelope: data null: data {}',
          `~ [mock] code 400: code ${i}`,
        ]),
      ),
      ran('goods.info', 'success', [
        '~ [mock] the mock’s fields: the mock sends `data.transfer_count`; this server does not send it',
      ]),
      ...Array.from({ length: 100 }, () =>
        skipped('works.list', 'provisional call (set CONTRACT_PROVISIONAL=1 to include it)'),
      ),
      skipped('goods.info', 'needs goods.2 in CONTRACT_FIXTURES (the fixtures template says what each is)'),
      skipped(
        'goods.like',
        'needs goods.2, codes.WC202600002 in CONTRACT_FIXTURES (the fixtures template says what each is)',
      ),
    ];
    const lines = runSummary('http://backend.test', cases);
    expect(lines.length).toBeLessThan(50);
    expect(lines).toContain(' ✓ goods.info success  ~ no data.transfer_count');
    expect(lines).toContain('  ~ the envelope: data null: data {} (30 cases)');
    // a drift of one case is only beside it
    expect(lines.filter((line) => / ~ data \{\}, code \d+$/.test(line))).toHaveLength(30);
    expect(lines.filter((line) => line.includes('code 400: code'))).toEqual([]);
    expect(lines).toContain('  100 provisional call (set CONTRACT_PROVISIONAL=1 to include it)');
    expect(lines).toContain('      needed: goods.2 (2), codes.WC202600002 (the fixtures template says what each is)');
    expect(lines.at(-1)).toMatch(/^31 ran: 0 red, 31 with drift, 0 the same as the mock; 102 skipped\./);
  });

  it('prints a red case in full, after the list', () => {
    const red: CaseOutcome = {
      ...ran('auth.me', 'success'),
      state: 'failed',
      drift: ['~ [mock] the mock’s fields: the mock sends `data.transfer_count`; this server does not send it'],
      failure: [
        '  ✓ [spec] HTTP 200',
        '  ✗ [spec] the fields the spec lists: the spec lists `data.compete_status`; this server does not send it',
        '  ~ [mock] the mock’s fields: the mock sends `data.transfer_count`; this server does not send it',
      ],
    };
    const lines = runSummary('http://backend.test', [red]);
    // its line names the check that failed it, not its drift
    expect(lines).toContain(' ✗ auth.me success  ✗ no data.compete_status');
    expect(lines.join('\n')).toMatch(
      /\n✗ auth\.me success\n {2}✓ \[spec\] HTTP 200\n {2}✗ \[spec\] .*`data\.compete_status`/,
    );
    expect(lines.at(-1)).toMatch(/^1 ran: 1 red, 1 with drift, 0 the same as the mock/);
    const unmade = { ...red, failure: ['the request could not be made: getArtistList does not list master 7004'] };
    expect(runSummary('http://backend.test', [unmade])).toContain(
      ' ✗ auth.me success  ✗ the request could not be made: getArtistList does not list master 7004',
    );
    const message = {
      ...red,
      failure: ["  ✗ [spec] the message: msg: expected 'Already liked' to be 'You have liked'"],
    };
    expect(runSummary('http://backend.test', [message])).toContain(
      " ✗ auth.me success  ✗ msg expected 'Already liked' to be 'You have liked'",
    );
  });
});
