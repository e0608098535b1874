import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { phoneProblem } from './phone-rule.ts';
import { en } from './texts.ts';

describe('the login phone popup’s rule (product §5)', () => {
  it("empty: 'Phone cannot be empty'", async () => {
    expect(phoneProblem('')).toBe('login.phoneEmpty');
    expect(phoneProblem('   ')).toBe('login.phoneEmpty');
    await i18n.changeLanguage('en');
    expect(i18n.t(phoneProblem('')!)).toBe('Phone cannot be empty');
    await i18n.changeLanguage('zn');
  });

  it('accepts an 11-digit mainland number starting with 1 and a second digit 3-9', () => {
    for (const phone of [
      '13812345678',
      '14700000000',
      '15912345678',
      '16612345678',
      '17712345678',
      '18812345678',
      '19912345678',
      ' 13812345678 ',
    ]) {
      expect(phoneProblem(phone)).toBeNull();
    }
  });

  it("refuses anything else: 'Phone number wrong'", async () => {
    for (const phone of [
      '12812345678',
      '10812345678',
      '23812345678',
      '1381234567',
      '138123456789',
      '1381234567a',
      '+8613812345678',
      '138 1234 5678',
    ]) {
      expect(phoneProblem(phone)).toBe('login.phoneWrong');
    }
    await i18n.changeLanguage('en');
    expect(i18n.t(phoneProblem('12345')!)).toBe('Phone number wrong');
    await i18n.changeLanguage('zn');
  });
});

describe('the phone messages', () => {
  it('are the spec’s own English words', () => {
    expect(en.login.phoneEmpty).toBe('Phone cannot be empty');
    expect(en.login.phoneWrong).toBe('Phone number wrong');
  });
});
