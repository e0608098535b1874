// Both languages say the same things: every text of the shell, of each feature and of the
// server's messages exists in Chinese and in English, with the same placeholders.
import { describe, expect, it } from 'vitest';
import { messages } from '#contract/messages.ts';
import { en } from '../locales/en.ts';
import { zn } from '../locales/zn.ts';
import { i18n } from './i18n.ts';

// every feature's texts register themselves with addTexts when imported
await Promise.all(Object.values(import.meta.glob('../features/**/*texts.ts')).map((load) => load()));
await import('./bridge-texts.ts');

type Tree = { [key: string]: string | Tree | unknown };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
  }
  return out;
}

/** i18next's {{name}} and the server's {name}, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*([\w.]+)[^}]*\}\}?/g)].map((m) => m[1]).sort();

function expectParity(chinese: Tree, english: Tree, where: string) {
  const a = leaves(chinese);
  const b = leaves(english);
  expect(
    [...a.keys()].filter((key) => !b.has(key)),
    `${where}: texts missing in English`,
  ).toEqual([]);
  expect(
    [...b.keys()].filter((key) => !a.has(key)),
    `${where}: texts missing in Chinese`,
  ).toEqual([]);
  const differing = [...a]
    .filter(([key, text]) => b.has(key) && placeholders(text).join() !== placeholders(b.get(key) ?? '').join())
    .map(([key]) => key);
  expect(differing, `${where}: placeholders that differ between the languages`).toEqual([]);
}

describe('the two languages', () => {
  it('the shell (web/src/locales)', () => expectParity(zn as Tree, en as Tree, 'locales'));

  it('every feature’s texts', () => {
    // 'common' too: the login's, the demo panel's and the emulator's texts join it
    const namespaces = Object.keys(i18n.store.data.zn ?? {});
    expect(namespaces.length).toBeGreaterThanOrEqual(6);
    for (const ns of namespaces) {
      expectParity(i18n.getResourceBundle('zn', ns) as Tree, i18n.getResourceBundle('en', ns) as Tree, ns);
    }
  });

  it('the server’s messages', () => {
    for (const [key, text] of Object.entries(messages)) {
      const { zn: chinese, en: english } = text as { zn: string; en: string };
      expect(chinese && english, key).toBeTruthy();
      expect(placeholders(chinese), key).toEqual(placeholders(english));
    }
  });
});

/**
 * English texts that are not a sentence of their own: words inside a sentence or after a label
 * (a link's "more", "by {{name}}", a unit, an example in a placeholder), the reason that follows
 * "Invalid request:", and nt's 'success', which the client compares as it is (product §7).
 */
const FRAGMENTS = new Set([
  'common:actions.more',
  'treasure:author.more',
  'treasure:intro.age',
  'treasure:price.unit',
  'treasure:detailUpload.notePlaceholder',
  'preview:common.by',
  'search:orType',
  'masterTools:authorise.canList',
  'masterTools:authorise.cannotList',
  'masterTools:common.optional',
  'masterTools:news.urlPlaceholder',
  'masterTools:profile.titlePlaceholder',
  'masterTools:stats.trend',
  'masterTools:stats.trendNew',
  'messages:codeOrHash',
  'messages:success',
]);

describe('English', () => {
  it('a message, a title or a label begins with a capital letter, even where the spec wrote it in lower case', () => {
    const texts = new Map<string, string>();
    for (const ns of Object.keys(i18n.store.data.en ?? {}))
      for (const [key, text] of leaves(i18n.getResourceBundle('en', ns) as Tree)) texts.set(`${ns}:${key}`, text);
    for (const [key, text] of Object.entries(messages)) texts.set(`messages:${key}`, (text as { en: string }).en);
    const lower = [...texts].filter(([key, text]) => /^[a-z]/.test(text) && !FRAGMENTS.has(key));
    expect(lower.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
