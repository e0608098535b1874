// The checks of a home tile, one by one and in the order of product §5 ("Master home tiles
// (checked in order)"): each test breaks one more rule than the one after it.
import { describe, expect, it } from 'vitest';
import type { Me } from '#contract/entities/user.ts';
import { MASTER } from '../../test/personas.ts';
import { type TileRule, tileVerdict } from './tile-gates.ts';

const with_ = (patch: Partial<Me>, artist: Partial<Me['artist']> = {}): Me => ({
  ...MASTER,
  ...patch,
  artist: { ...MASTER.artist, ...artist },
});

const ordinary: TileRule = {};
const info: TileRule = { openUncertified: true, isInfo: true };
const authorise: TileRule = { openUncertified: true };
const sign: TileRule = { isSignature: true };
const verdict = (me: Me | null, tile: TileRule = ordinary, token: string | null = 'jwt', inMessagingApp = true) =>
  tileVerdict('master', { token, me, inMessagingApp }, tile).kind;

describe('master home tiles, checked in the spec’s order', () => {
  const everythingWrong = with_(
    { is_artist: 0, artist_id: null },
    { status: -1, signs: { sign: null }, sign_password: false, birthday: null, gender: null },
  );

  it('1. without a token: the privacy/login popup, before anything else', () => {
    expect(verdict(everythingWrong, ordinary, null, false)).toBe('login');
    expect(verdict(null, info, null, true)).toBe('login');
  });

  it('2. outside the messaging app: the open-in-the-app alert', () => {
    expect(verdict(everythingWrong, ordinary, 'jwt', false)).toBe('openInApp');
    expect(verdict(MASTER, ordinary, 'jwt', false)).toBe('openInApp');
  });

  it('waits while the user is loading', () => {
    expect(verdict(null)).toBe('wait');
  });

  it('3. neither master nor assistant: the not-a-master alert, on every tile', () => {
    for (const tile of [ordinary, info, authorise, sign]) expect(verdict(everythingWrong, tile)).toBe('notMaster');
    // an assistant (artist_user_id set) is let through
    expect(verdict(with_({ is_artist: 0, artist_user_id: 2 }))).toBe('go');
  });

  it('4. status -1, 4 (treated as -1) or no artist_id: every tile but 1 and 5 asks to complete the information', () => {
    for (const broken of [with_({}, { status: -1 }), with_({}, { status: 4 }), with_({ artist_id: null })]) {
      expect(verdict(broken, ordinary)).toBe('completeInfo');
      expect(verdict(broken, sign)).toBe('completeInfo');
      expect(verdict(broken, info)).toBe('go');
      expect(verdict(broken, authorise)).toBe('go');
    }
    // it comes before the signature and info prompts
    expect(verdict(with_({}, { status: 4, sign_password: false, birthday: null }))).toBe('completeInfo');
  });

  it('5. a master without a signature or a signature password: the prompt to /sign', () => {
    expect(verdict(with_({}, { sign_password: false }))).toBe('sign');
    expect(verdict(with_({}, { signs: { sign: null } }))).toBe('sign');
    // it comes before the info prompt
    expect(verdict(with_({}, { sign_password: false, birthday: null, gender: null }))).toBe('sign');
    // not on the signature tile itself, and never for an assistant (the signature is the master’s)
    expect(verdict(with_({}, { sign_password: false }), sign)).toBe('go');
    expect(verdict(with_({ is_artist: 0, artist_user_id: 2 }, { sign_password: false }))).toBe('go');
  });

  it('6. without birthday or gender (unless infoStatus is set): the prompt to /masterinfo', () => {
    expect(verdict(with_({}, { birthday: null }))).toBe('info');
    expect(verdict(with_({}, { gender: null }))).toBe('info');
    expect(verdict(with_({ infoStatus: 1 }, { birthday: null, gender: null }))).toBe('go');
    expect(verdict(with_({}, { birthday: null }), info)).toBe('go');
    // gender 0 is a gender
    expect(verdict(with_({}, { gender: 0 }))).toBe('go');
  });

  it('a complete master opens every tile', () => {
    for (const tile of [ordinary, info, authorise, sign]) expect(verdict(MASTER, tile)).toBe('go');
  });
});

describe('collector and institution homes (product §6)', () => {
  const collector = with_(
    { is_artist: 0, artist_id: null, collector_id: 201 },
    { status: -1, signs: { sign: null }, sign_password: false },
  );
  const institution = { ...collector, collector_id: 301, is_collector_inst: 1 };
  const at = (home: 'collector' | 'institution', me: Me, token: string | null = 'jwt', inApp = true) =>
    tileVerdict(home, { token, me, inMessagingApp: inApp }).kind;

  it('keeps the login and messaging-app checks first', () => {
    expect(at('collector', MASTER, null, false)).toBe('login');
    expect(at('institution', MASTER, 'jwt', false)).toBe('openInApp');
  });

  it('says "not a collector" / "not an institution" to others', () => {
    expect(at('collector', MASTER)).toBe('notCollector');
    expect(at('institution', MASTER)).toBe('notInstitution');
    expect(at('institution', collector)).toBe('notInstitution');
  });

  it('sends an institution on the collector home to its own home', () => {
    expect(at('collector', institution)).toBe('isInstitution');
  });

  it('opens the tiles to their own role', () => {
    expect(at('collector', collector)).toBe('go');
    expect(at('institution', institution)).toBe('go');
  });
});
