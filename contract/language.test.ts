import { describe, expect, it } from 'vitest';
import { browserLanguage, chosenLanguage, htmlLang, languageOf } from './language.ts';

describe('the language rule (product §1)', () => {
  it('takes the choice first, in any case, whatever the browser says', () => {
    expect(languageOf('zn', 'en-US')).toBe('zn');
    expect(languageOf('en', 'zh-CN')).toBe('en');
    expect(languageOf(' EN ', 'zh-CN')).toBe('en');
  });

  it('without a choice (none, or one that is neither zn nor en): English for an English browser, else Chinese', () => {
    for (const choice of [null, undefined, '', 'fr', 'en-US']) {
      expect(languageOf(choice, 'en-GB')).toBe('en');
      expect(languageOf(choice, 'zh-TW')).toBe('zn');
      expect(languageOf(choice, null)).toBe('zn');
    }
  });

  it("reads the browser's first language: navigator.language, or an Accept-Language header's first tag", () => {
    expect(browserLanguage('en')).toBe('en');
    expect(browserLanguage(' EN-au,zh;q=0.5')).toBe('en');
    expect(browserLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zn');
    expect(browserLanguage('fr-FR')).toBe('zn');
    expect(browserLanguage('*')).toBe('zn');
    expect(chosenLanguage('zh')).toBeUndefined();
  });

  it("names the page's language as HTML does", () => {
    expect(htmlLang('zn')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
  });
});
