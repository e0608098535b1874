import { describe, expect, it } from 'vitest';
import { NO_ARTIST } from '#contract/entities/user.ts';
import { MASTER } from '../../test/personas.ts';
import { displayName } from './display-name.ts';

const COLLECTOR = { ...MASTER, nickname: '王芳', nickname_intl: 'Wang Fang', artist_id: null, artist: NO_ARTIST };

describe('displayName', () => {
  it("names a master by the master's name, in each language", () => {
    expect(displayName(MASTER, 'zn')).toBe('李明远');
    expect(displayName(MASTER, 'en')).toBe('Li Mingyuan');
  });

  it('names anyone else by the nickname, in English by its English variant', () => {
    expect(displayName(COLLECTOR, 'zn')).toBe('王芳');
    expect(displayName(COLLECTOR, 'en')).toBe('Wang Fang');
  });

  it('keeps the nickname where it has no English variant', () => {
    expect(displayName({ ...COLLECTOR, nickname_intl: undefined }, 'en')).toBe('王芳');
    expect(displayName({ ...COLLECTOR, nickname_intl: '' }, 'en')).toBe('王芳');
  });
});
