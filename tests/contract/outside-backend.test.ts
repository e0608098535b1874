// Proves the contract suite against backends written from the spec alone, as outside teams
// would write them (outside-backend/: its own ids, tokens, encryption and the spec's freedoms;
// stand-in/: the first such backend; text-ids-backend/: ids and codes as text, none as {}), run
// as the guide (docs/contract-suite.md) tells a newcomer: the team's own tokens and fixtures
// file, read-only (the text-ids one with writes). Every run is a project of one
// child vitest (outside-backend/vitest.config.ts), each against its own run of a backend:
// - as written, no case is red, and every spec-legal choice is listed as drift, beside its case;
// - with writes and the calls the spec does not list, still none; a missing route is drift;
// - with a fixtures file that lacks a record, the cases naming it are skipped, naming it, and
//   no request carries a record of the mock;
// - with each planted break of the spec, exactly the case that checks it is red, naming the field;
// - CONTRACT_STRICT=mock turns the drifting cases red; the drift report compares two runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/answer-tiers.ts';
import { createSituations } from '../../contract/spec-situations.ts';
import { callOf, routePath } from '../../server/upstream/calls.ts';
import { driftReport, type Recording } from './drift.ts';
import { ROLES } from './fixture-roles.ts';
import type { FixtureFile } from './fixtures.ts';
import { PLANTED, startOutsideBackend } from './outside-backend/server.ts';
import { standInFixtures, standInTokens } from './stand-in/fixtures.ts';
import { startStandIn } from './stand-in/server.ts';
import { startTextIdsBackend } from './text-ids-backend/server.ts';
import type { CaseDrift } from './verdict.ts';

type Report = {
  red: string[];
  failures: Record<string, string[]>;
  drift: CaseDrift[];
  hint?: string;
};

let standIn: Server;
let outside: Awaited<ReturnType<typeof startOutsideBackend>>;
let textIds: Awaited<ReturnType<typeof startTextIdsBackend>>;
let out: string;
let output = '';

beforeAll(async () => {
  const first = await startStandIn();
  standIn = first.server;
  outside = await startOutsideBackend();
  textIds = await startTextIdsBackend();
  out = mkdtempSync(join(tmpdir(), 'contract-backends-'));
  writeFileSync(join(out, 'stand-in-fixtures.json'), JSON.stringify(standInFixtures));
  writeFileSync(join(out, 'stand-in-tokens.json'), JSON.stringify(standInTokens));
  // the team's file without treasure 2, and the derivative item left as the template's text
  const team = JSON.parse(readFileSync('tests/contract/outside-backend/fixtures.json', 'utf8')) as FixtureFile;
  const { 2: _, ...goods } = team.goods ?? {};
  const lacking = { ...team, goods, derivatives: { 1: `[read-only] ${ROLES.derivatives[1]}` } };
  writeFileSync(join(out, 'lacking-fixtures.json'), JSON.stringify(lacking));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    STAND_IN_ORIGIN: first.origin,
    OUTSIDE_ORIGIN: outside.origin,
    TEXT_IDS_ORIGIN: textIds.origin,
    PROOF_OUT: out,
  };
  for (const name of Object.keys(env)) if (/^(API_|CONTRACT_)/.test(name)) delete env[name];
  await new Promise<void>((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/contract/outside-backend/vitest.config.ts'],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', () => resolve());
  });
}, 600_000);
afterAll(async () => {
  standIn?.close();
  await outside?.close();
  await textIds?.close();
});

const reportOf = (name: string): Report => {
  try {
    return JSON.parse(readFileSync(join(out, `${name}.json`), 'utf8'));
  } catch {
    throw new Error(`no summary of the ${name} run:\n${output.slice(-3000)}`);
  }
};
/** What a run printed (reporter.ts): from its heading to the next run's. */
const consoleOf = (name: string) => {
  const start = output.search(new RegExp(`^Contract suite against \\S+ \\[${name}\\]$`, 'm'));
  if (start === -1) throw new Error(`no output of the ${name} run:\n${output.slice(-3000)}`);
  const next = output.slice(start + 1).search(/^Contract suite against /m);
  return output.slice(start, next === -1 ? undefined : start + 1 + next).trimEnd();
};
const recordOf = (name: string) => JSON.parse(readFileSync(join(out, `${name}.record.json`), 'utf8')) as Recording;

/**
 * The cases of a run whose answers the mock's live check (server/upstream/live-check.ts) finds a
 * spec break in: the run's exchanges in order through the same rules, as the mock would see them
 * forwarded (the persona's name standing for its token), each judged where it is a request of
 * the case's own call (not a lookup made first).
 */
function liveRed(run: string): string[] {
  const situations = createSituations();
  const red = new Set<string>();
  for (const e of recordOf(run).exchanges ?? []) {
    const path = routePath(e.path);
    const call = path ? callOf(e.method, path, Object.keys(e.query ?? {})) : undefined;
    if (!call) continue;
    const english = e.lang === 'en';
    const token = e.as === 'no token' ? undefined : e.as;
    const answer = { status: e.status, body: e.answer };
    const situation = situations.see({ call, ...(token && { token }), english, query: e.query, body: e.body, answer });
    if (call.produces || !e.case.startsWith(`${call.id} `)) continue;
    const problems = answerProblems(call, answer, 'body', { situation, english });
    if (problems.some((problem) => problem.tier === 'spec')) red.add(e.case);
  }
  return [...red].sort();
}

const notesOf = (report: Report) => report.drift.flatMap((d) => d.notes.map((note) => `${d.call} ${d.case}: ${note}`));

describe('the contract suite against a backend written afresh from the spec', () => {
  it('as the guide runs it (read-only, its own tokens and fixtures): no red case, its spec-legal choices as drift', () => {
    const run = reportOf('outside');
    expect(run.red).toEqual([]);
    expect(notesOf(run)).toEqual(
      expect.arrayContaining([
        // a number as a numeric string, 0/1 for a boolean, a masked password
        expect.stringContaining(
          'goods.info success: the mock’s fields: `data.price`: the mock sends a number; this server sends "388000.00"',
        ),
        expect.stringContaining(
          'audio.pricing success: the mock’s fields: `data.rule_money`: the mock sends a number; this server sends "19.90"',
        ),
        expect.stringContaining(
          'collection.applyBuyStatus success: the mock’s fields: `data.pay_status`: the mock sends a boolean; this server sends 0',
        ),
        expect.stringContaining(
          'auth.me success: the mock’s fields: `data.artist.sign_password`: the mock sends a boolean; this server sends "******"',
        ),
        // nt's own user, the login's redirect, HTTP 401 beside code 401, the master page elsewhere
        expect.stringContaining('auth.nt success: the mock’s fields: the mock sends `data.user.artist_id`'),
        'auth.login javascript: url: HTTP 200: HTTP 302',
        'auth.me no token: HTTP 200: HTTP 401',
        expect.stringContaining('artist.info success: the call: this server has no GET /api/artist/info/:id'),
      ]),
    );
  });

  it('prints a line per case with its drift beside it, the drift of many cases once: under 150 lines', () => {
    const printed = consoleOf('outside');
    const lines = printed.split('\n');
    expect(lines.length, printed).toBeLessThan(150);
    expect(lines.filter((line) => /^ [✓✗] /.test(line)).length).toBeGreaterThanOrEqual(55);
    expect(printed).toMatch(
      /^ ✓ goods\.info success: GET \/goods\/info answers the contract {2}~ .*data\.price "388000\.00"/m,
    );
    expect(printed).toMatch(/^ {2}~ the envelope: data null: data \{\} \(\d+ cases\)$/m);
    expect(printed).toMatch(/^ +\d+ can write .*CONTRACT_WRITE=1/m);
    expect(printed).toMatch(/\d+ ran: 0 red, \d+ with drift/);
  });

  it('with writes and the calls the spec does not list: still no red case; a route it lacks is drift', () => {
    const run = reportOf('outside-full');
    expect(run.red).toEqual([]);
    expect(notesOf(run)).toEqual(
      expect.arrayContaining([
        'goods.summary success: the call: this server has no GET /api/goods/summary/:id (a call the spec does not list)',
        // a case that needs a call first the server does not have
        expect.stringMatching(
          /^goods\.detailUpload success: the request: the request could not be made: upload\/image/,
        ),
      ]),
    );
    // the spec's messages were asked for and given
    const spoken = [
      'goods.like liked before',
      "artist.editFollow one's own identity",
      'collection.applyBuy not for sale',
    ];
    expect(run.drift.filter((d) => spoken.includes(`${d.call} ${d.case}`)).flatMap((d) => d.notes)).not.toContainEqual(
      expect.stringMatching(/^the message/),
    );
  });

  it('with a fixtures file that lacks a record: the cases naming it are skipped, saying which', () => {
    const run = reportOf('outside-lacking');
    expect(run.red).toEqual([]);
    expect(run.hint).toContain('CONTRACT_FIXTURES still has the template’s text for derivatives.1');
    const printed = consoleOf('outside-lacking');
    expect(printed).toMatch(/needed: .*goods\.2\b/);
    expect(printed).toMatch(/needed: .*derivatives\.1/);
    expect(printed).not.toMatch(/^ ✓ goods\.info success treasure 2/m);
    expect(printed).toMatch(/^ ✓ goods\.info success: GET/m);
  });

  it('sends none of the mock’s own records to it, in any run', () => {
    const mockValues = Object.keys(ROLES.codes).filter((value) => /^[A-Z0-9]{6,}$|^[0-9a-f]{32}$/.test(value));
    for (const run of ['outside', 'outside-full', 'outside-lacking']) {
      const sent = outside.received(run).join('\n');
      expect(sent.length, run).toBeGreaterThan(0);
      expect(
        mockValues.filter((value) => sent.includes(value)),
        run,
      ).toEqual([]);
    }
  });

  for (const [run, planted] of Object.entries(PLANTED))
    it(`planted '${run}' (${planted.breaks}): only ${planted.red} is red, naming ${planted.names}`, () => {
      const report = reportOf(run);
      expect([...report.red].sort()).toEqual([planted.red, ...('also' in planted ? planted.also : [])].sort());
      expect(report.failures[planted.red]?.join('\n')).toContain(planted.names);
    });
});

describe('the contract suite against the first backend written from the spec', () => {
  it('no red case; with CONTRACT_STRICT=mock, exactly the drifting cases are red', () => {
    const clean = reportOf('stand-in');
    expect(clean.red).toEqual([]);
    expect(notesOf(clean)).toContainEqual(
      expect.stringContaining('goods.info unknown code: the envelope: data null: data []'),
    );
    const strict = reportOf('stand-in-strict');
    expect(strict.drift).toEqual([]);
    expect([...strict.red].sort()).toEqual(clean.drift.map((d) => `${d.call} ${d.case}`).sort());
  });
});

describe('the contract suite against a third backend: ids as text, none as {}', () => {
  it('maps fixture ids written as numeric strings, takes tokens written as numbers, and sends the ids as written', () => {
    const run = reportOf('text-ids');
    expect(run.hint).toBeUndefined();
    const printed = consoleOf('text-ids');
    expect(printed).not.toMatch(/needs \S+ in CONTRACT_FIXTURES|needed: |runs as demo-/);
    expect(textIds.received('text-ids').join('\n')).toContain('{"goods_id":"50005"');
  });

  it('reads ids its answers send as numeric strings as the same ids: chooseArtist’s success is green', () => {
    expect(reportOf('text-ids').red).toEqual([]);
    expect(consoleOf('text-ids')).toMatch(/^ ✓ auth\.chooseArtist success: POST/m);
  });

  it('takes a treasure with no holder as collector {}: drift, saying the spec allows it', () => {
    expect(notesOf(reportOf('text-ids'))).toContain(
      'goods.info treasure 2: the mock’s fields: `data.collector`: the mock sends null for none; this server sends {} (none as an empty object, which the spec allows)',
    );
  });
});

describe('one judgement: the live check finds the spec breaks the suite finds, in the same answers', () => {
  it('on the text-ids backend with its breaks: a not-found code, a changed message, an HTTP 500 named as such', () => {
    const run = reportOf('text-ids-breaks');
    expect([...run.red].sort()).toEqual([
      'goods.applyBuyId no token',
      'goods.applyBuyId not an id',
      'goods.applyBuyId success',
      'goods.applyBuyId unknown treasure',
      'goods.checkType unknown code',
      'goods.info by blockchain hash',
      'goods.info forged token',
      'goods.info garbled data',
      'goods.info success',
      'goods.info treasure 2',
      'goods.info unknown code',
      'goods.like liked before',
      'goodsder.info unknown code',
    ]);
    expect(run.failures['goodsder.info unknown code']?.join('\n')).toContain('code -1: code "404"');
    expect(run.failures['goods.like liked before']?.join('\n')).toContain(
      'the spec’s words: msg "Already liked"; the spec says "You have liked"',
    );
    expect(run.failures['goods.info success']).toEqual([
      '[spec] an answer, not a server failure: HTTP 500: the backend failed (code 500, msg "Internal Server Error")',
    ]);
    expect(consoleOf('text-ids-breaks')).toMatch(
      /^ ✗ goods\.info success: GET \/goods\/info answers the contract {2}✗ /m,
    );
    expect(liveRed('text-ids-breaks')).toEqual([...run.red].sort());
  });

  it('on every run with a planted break, and on the runs with none', () => {
    for (const run of [...Object.keys(PLANTED), 'text-ids', 'outside'])
      expect(liveRed(run), run).toEqual([...reportOf(run).red].sort());
  });
});

describe('the drift report between the two backends', () => {
  it('marks each difference [spec] or [mock], folds those of many cases, and fits in 150 lines', () => {
    const read = (name: string) => JSON.parse(readFileSync(join(out, `${name}.record.json`), 'utf8')) as Recording;
    const report = driftReport(read('stand-in'), read('outside'));
    expect(report).toMatch(/^- \[mock\] only in B: time \(\d+ cases\)$/m);
    expect(report).toMatch(/^\| goods\.info \| success \| .*\[mock\]/m);
    expect(report).toMatch(/cases ran on both sides: .*; 0 differ in what the spec states/);
    expect(report.split('\n').length).toBeLessThan(150);
  });
});
