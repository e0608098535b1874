// web/public/page-start.js (decision 43) reads the stored language choice before the app runs,
// with a copy of the language rule's reading of a choice (a classic script imports nothing):
// here it is held to the rule (contract/language.ts). Run as the page runs it, on a page drawn
// in Chinese, it sets the `lang` cookie again exactly when the stored choice is English.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenLanguage } from '#contract/language.ts';

const script = readFileSync('web/public/page-start.js', 'utf8');

const dropCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the script under test writes it so (jsdom has no Cookie Store)
  document.cookie = 'lang=; max-age=0; path=/';
};

/** Runs the script on a page drawn in `drawn` with `stored` in local storage; the cookie it leaves. */
function cookieAfter(stored: string | null, drawn: 'zh-CN' | 'en') {
  dropCookie();
  if (stored === null) localStorage.removeItem('lang');
  else localStorage.setItem('lang', stored);
  // reloaded once already this session: the script sets the cookie and goes no further
  sessionStorage.setItem('lang-reload', '1');
  document.documentElement.lang = drawn;
  document.body.innerHTML = '<div id="root"><main>drawn</main></div>';
  new Function(script)();
  return /(?:^|;\s*)lang=(\w+)/.exec(document.cookie)?.[1] ?? null;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  dropCookie();
});

describe('page-start.js and the stored language', () => {
  // the stored value, and what the rule makes of it: zn or en in any case, anything else no choice
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    [' en ', 'en'],
    ['zn', 'zn'],
    ['ZN', 'zn'],
    ['fr', null],
    ['english', null],
    ['', null],
    [null, null],
  ])('stored %j: a page drawn in the other language has its cookie set to %j', (stored, chosen) => {
    // the rule's reading (a change to it must come here, and to the script)
    expect(chosenLanguage(stored) ?? null).toBe(chosen);
    expect(cookieAfter(stored, 'zh-CN')).toBe(chosen === 'en' ? 'en' : null);
    expect(cookieAfter(stored, 'en')).toBe(chosen === 'zn' ? 'zn' : null);
  });
});
