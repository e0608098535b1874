// The language rule (product §1): the stored choice, else English when the browser's language is
// English, else Chinese. Every place that decides a language takes it from here: the app
// (web/src/lib/i18n.ts), the static build's early start (web/src/early/early-fetch.ts), the
// server's first paint and its messages (server/plugins/first-paint.ts, language.ts), the
// recordings of the real backend (server/upstream/exchange.ts) and the MSW handlers
// (packages/msw). deploy/nginx.conf says it again in nginx's terms; tests/deploy/nginx.test.ts
// holds it to this one. web/public/page-start.js, a classic script, reads a stored choice with a
// copy that web/src/lib/page-start.test.ts holds to chosenLanguage. Imports nothing, so that the
// early start carries it in its own file.

export const LANGUAGES = ['zn', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zn';

/** A stored or sent choice: `zn` or `en`, in any case; anything else is no choice. */
export function chosenLanguage(choice: string | null | undefined): Lang | undefined {
  const value = choice?.trim().toLowerCase();
  return value === 'zn' || value === 'en' ? value : undefined;
}

/**
 * The browser's language: English when the first language it names is (`navigator.language`, or
 * the first tag of an Accept-Language header, which browsers write in their order of preference),
 * else Chinese.
 */
export function browserLanguage(languages: string | null | undefined): Lang {
  return (languages ?? '').trim().toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANG;
}

/** The rule: the choice when there is one, else the browser's language. */
export function languageOf(choice: string | null | undefined, browser: string | null | undefined): Lang {
  return chosenLanguage(choice) ?? browserLanguage(browser);
}

/** The language's tag in a page's `lang` attribute. */
export const htmlLang = (lang: Lang) => (lang === 'en' ? 'en' : 'zh-CN');
