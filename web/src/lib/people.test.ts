// How the interface names a user: the English nickname in English where there is one, the
// Chinese one otherwise, and an assistant marked in the current language.
import { afterEach, describe, expect, it } from 'vitest';
import { USERS } from '../test/personas.ts';
import { i18n } from './i18n.ts';
import { userName } from './people.ts';

afterEach(() => i18n.changeLanguage('zn'));

describe('userName', () => {
  it('in Chinese: the nickname, an assistant marked （助理）', () => {
    expect(userName(USERS.collector)).toBe('王芳');
    expect(userName(USERS.assistant)).toBe('林小雅（助理）');
  });

  it('in English: the English nickname where the data has one, else the nickname', async () => {
    await i18n.changeLanguage('en');
    expect(userName(USERS.collector)).toBe('Wang Fang');
    expect(userName(USERS.assistant)).toBe('Lin Xiaoya (assistant)');
    expect(userName({ ...USERS.visitor, nickname_intl: '' })).toBe('周小舟');
    expect(userName({ ...USERS.visitor, nickname_intl: undefined })).toBe('周小舟');
  });
});
