// Languages (product §1): the stored choice, else English when the browser is English,
// else Chinese (the rule is contract/language.ts's). Changing language stores it and reloads the page. Features add their own
// texts (a namespace each) when their screen loads, so the first visit carries only the shell's.
// The stored choice is mirrored in a `lang` cookie, for the server's first paint to be drawn in
// it too (server/plugins/first-paint.ts reads it, else Accept-Language, by the same rule).
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chosenLanguage, DEFAULT_LANG, htmlLang, type Lang, languageOf } from '#contract/language.ts';
import { zn } from '../locales/zn.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

export const detectLanguage = (stored = readStorage(STORAGE_KEYS.lang), browser = navigator.language): Lang =>
  languageOf(stored, browser);

export const i18n = i18next;
export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'zn');

const mirrorInCookie = (lang: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and the messaging app's older browsers
  document.cookie = `lang=${lang};path=/;max-age=31536000;samesite=lax`;
};

/**
 * Says the page's language on <html>, unless it says it already (the page the server drew does):
 * Chromium restyles every element of the page when the attribute is written, even with the same
 * value, and lays the whole page out again, a long task as the app starts.
 */
export function markPageLanguage(lang: Lang, root: HTMLElement = document.documentElement) {
  const wanted = htmlLang(lang);
  if (root.lang !== wanted) root.lang = wanted;
}

/**
 * Starts i18next in `lang` (at once: a screen's module registers its texts as it loads), and
 * settles once the shell's texts of that language are in. The Chinese ones come with the shell
 * (they are every text's fallback); the English ones are a chunk of their own, which a Chinese
 * visitor's first visit does without (decision 62).
 */
export async function initI18n(lang: Lang = detectLanguage()) {
  if (!import.meta.env.SSR) {
    markPageLanguage(lang);
    const stored = chosenLanguage(readStorage(STORAGE_KEYS.lang));
    if (stored) mirrorInCookie(stored);
  }
  const started = i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    defaultNS: 'common',
    ns: ['common'],
    // a copy: the features' texts are merged into it, and the module's own table stays the shell's
    resources: { zn: { common: structuredClone(zn) } } satisfies Resource,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (lang === 'en') await loadBothLanguages();
  return started;
}

const englishTexts = () => import('../locales/en.ts').then((module) => module.en);

let englishIn: Promise<void> | undefined;

/** Adds the shell's English texts (once), for what draws in either language (the server's first paint, tests). */
export function loadBothLanguages(): Promise<void> {
  // merged under what features may have registered in the shell's namespace already
  englishIn ??= englishTexts().then((texts) => {
    i18n.addResourceBundle('en', 'common', texts, true, false);
  });
  return englishIn;
}

/** Stores the choice and reloads, as the spec asks. */
export function setLanguage(lang: Lang, reload: () => void = () => window.location.reload()) {
  writeStorage(STORAGE_KEYS.lang, lang);
  mirrorInCookie(lang);
  reload();
}

/** Registers a feature's texts (called at the top of the feature's module). */
export function addTexts(ns: string, texts: { zn: Record<string, unknown>; en: Record<string, unknown> }) {
  i18n.addResourceBundle('zn', ns, texts.zn, true, true);
  i18n.addResourceBundle('en', ns, texts.en, true, true);
}

/** A record's field in the current language: its `_intl` twin in English when filled. */
/** A treasure's level as a badge shows it: the data's English names are lower case ('rare'). */
export function levelName(level: { name: string; name_intl?: string | null } | null | undefined): string {
  const name = pick(level, 'name');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function pick<T extends object>(
  record: T | null | undefined,
  field: string,
  lang: Lang = currentLang(),
): string {
  if (!record) return '';
  const values = record as Record<string, unknown>;
  const english = values[`${field}_intl`];
  if (lang === 'en' && typeof english === 'string' && english.trim()) return english;
  const value = values[field];
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}
