import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTexts, currentLang, detectLanguage, i18n, markPageLanguage, pick, setLanguage } from './i18n.ts';
import { STORAGE_KEYS } from './storage.ts';

describe('language detection (product §1)', () => {
  it('takes the stored choice first, whatever the browser says', () => {
    expect(detectLanguage('zn', 'en-US')).toBe('zn');
    expect(detectLanguage('en', 'zh-CN')).toBe('en');
  });

  it('without a stored choice: English for an English browser, otherwise Chinese', () => {
    expect(detectLanguage(null, 'en-US')).toBe('en');
    expect(detectLanguage(null, 'en')).toBe('en');
    expect(detectLanguage(null, 'EN-gb')).toBe('en');
    expect(detectLanguage(null, 'zh-CN')).toBe('zn');
    expect(detectLanguage(null, 'fr-FR')).toBe('zn');
    expect(detectLanguage(null, '')).toBe('zn');
  });

  it('ignores a stored value that is not one of the two languages', () => {
    expect(detectLanguage('de', 'en-US')).toBe('en');
    expect(detectLanguage('de', 'zh-TW')).toBe('zn');
  });

  it('reads local storage `lang` and the browser language by default', () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'en');
    expect(detectLanguage()).toBe('en');
    localStorage.removeItem(STORAGE_KEYS.lang);
    const spy = vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-AU');
    expect(detectLanguage()).toBe('en');
    spy.mockReturnValue('zh-HK');
    expect(detectLanguage()).toBe('zn');
    spy.mockRestore();
  });
});

describe("the page's language", () => {
  it('is written on <html> only when the page does not say it already', () => {
    const root = document.createElement('html');
    const written = new MutationObserver(() => undefined);
    written.observe(root, { attributes: true, attributeFilter: ['lang'] });
    markPageLanguage('en', root);
    expect(root.lang).toBe('en');
    expect(written.takeRecords()).toHaveLength(1);
    // as the server drew it: writing it again would restyle every element of the page
    markPageLanguage('en', root);
    expect(written.takeRecords()).toEqual([]);
    markPageLanguage('zn', root);
    expect(root.lang).toBe('zh-CN');
    expect(written.takeRecords()).toHaveLength(1);
    written.disconnect();
  });
});

describe('setLanguage', () => {
  it('stores the choice as `lang` and reloads', () => {
    const reload = vi.fn();
    setLanguage('en', reload);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
    setLanguage('zn', reload);
    expect(localStorage.getItem('lang')).toBe('zn');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('mirrors the choice in a `lang` cookie, for the server to draw its first paint in it', () => {
    setLanguage('en', vi.fn());
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
    setLanguage('zn', vi.fn());
    expect(document.cookie).toMatch(/(^|; )lang=zn(;|$)/);
  });
});

describe('pick: a field or its _intl twin', () => {
  const record = {
    name: '青花山水大盘',
    name_intl: 'Blue-and-White Landscape Charger',
    price: 1280000,
    empty_intl: '',
    empty: '空',
  };

  it('answers the plain field in Chinese and the _intl twin in English', () => {
    expect(pick(record, 'name', 'zn')).toBe('青花山水大盘');
    expect(pick(record, 'name', 'en')).toBe('Blue-and-White Landscape Charger');
  });

  it('falls back to the plain field when the English twin is empty or missing', () => {
    expect(pick(record, 'empty', 'en')).toBe('空');
    expect(pick(record, 'price', 'en')).toBe('1280000');
  });

  it('answers an empty string for a missing record or field', () => {
    expect(pick(null, 'name')).toBe('');
    expect(pick(undefined, 'name')).toBe('');
    expect(pick(record, 'nothing')).toBe('');
  });

  it('follows the current language by default', async () => {
    expect(currentLang()).toBe('zn');
    expect(pick(record, 'name')).toBe('青花山水大盘');
    await i18n.changeLanguage('en');
    try {
      expect(currentLang()).toBe('en');
      expect(pick(record, 'name')).toBe('Blue-and-White Landscape Charger');
    } finally {
      await i18n.changeLanguage('zn');
    }
  });
});

describe('feature texts', () => {
  afterEach(() => i18n.changeLanguage('zn'));

  it('adds a namespace in both languages', async () => {
    addTexts('unit-test', { zn: { hello: '你好' }, en: { hello: 'Hello' } });
    // a namespace made up for the test: outside the typed resources
    const hello = () => i18n.t('hello' as never, { ns: 'unit-test' as never });
    expect(hello()).toBe('你好');
    await i18n.changeLanguage('en');
    expect(hello()).toBe('Hello');
  });

  it('has every shell text in both languages, with the spec’s own English words', async () => {
    const { zn } = await import('../locales/zn.ts');
    const { en } = await import('../locales/en.ts');
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'object' ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(en).sort()).toEqual(keys(zn).sort());
    expect(en.errors.tooFrequent).toBe('Operating too frequently. Please try again later');
    expect(en.errors.openInApp).toBe('Please open in the messaging app browser');
    expect(en.titles.data_all).toBe('Data statistics');
  });
});
