// What every page a shared journey visits is held to, in either engine: drawn with its title,
// in the language asked for, no wider than the window, no "Invalid Date" or NaN, and on an
// English page none of the Chinese names the API answered with an English variant. The
// recorder's findings (errors, small text fields) are read at the end of a walk.
import { en } from '../../web/src/locales/en.ts';
import { zn } from '../../web/src/locales/zn.ts';
import type { DrivenPage } from './driven-page.ts';
import { takeRecorded, type Visit, visitInPage } from './in-page.ts';
import { followJournal, type Journaled, namePairs } from './mock-journal.ts';

export type Lang = 'zn' | 'en';

/** As long as any other wait of the journeys (tests/e2e/support/browser.ts): a loaded machine is slow. */
export const WAIT_MS = 90_000;

export const textsOf = (lang: Lang) => (lang === 'en' ? en : zn);

/** The problems of one visit, each naming the page. */
export function problemsOf(visit: Visit, expected: { path: string; title?: string; lang: Lang }): string[] {
  const found: string[] = [];
  const page = expected.path;
  if (visit.timedOut) found.push(`${page}: not drawn within ${WAIT_MS / 1000} s (at ${visit.at}, "${visit.title}")`);
  if (visit.failed) found.push(`${page}: the retry screen, or the app did not arrive`);
  if (expected.title && !visit.title.includes(expected.title))
    found.push(`${page}: title "${visit.title}", expected "${expected.title}"`);
  if (!visit.text.trim()) found.push(`${page}: nothing drawn`);
  const lang = expected.lang === 'en' ? 'en' : 'zh-CN';
  if (visit.lang !== lang) found.push(`${page}: <html lang="${visit.lang}">, expected ${lang}`);
  if (visit.scrollWidth > visit.width)
    found.push(`${page}: ${visit.scrollWidth} px wide in a ${visit.width} px window (${visit.overflowing.join(', ')})`);
  for (const quote of visit.wideQuotes) found.push(`${page}: a quote drawn full width: ${quote}`);
  for (const bad of `${visit.text}\n${visit.values}`.match(/Invalid Date|\bNaN\b|\bundefined\b/g) ?? [])
    found.push(`${page}: shows "${bad}"`);
  return found;
}

/** A page's checks, with the English names check when the journal is followed (English pages). */
export function pageChecker(page: DrivenPage, lang: Lang, server: Journaled) {
  const journal = followJournal(server);
  const found = new Set<string>();
  const problems = {
    push(...more: string[]) {
      for (const one of more) found.add(one);
    },
  };
  let visits = 0;
  return {
    /** what the checks found, each once */
    get problems() {
      return [...found];
    },
    /** how many pages were checked */
    visits: () => visits,
    /**
     * Goes to `path` in the app (nothing when already there, or without it), waits for the screen
     * and checks it; `title` is its title in `lang`.
     */
    async visit(to?: string, title?: string) {
      const visit = await page.evaluate(visitInPage, { to, title, waitMs: WAIT_MS });
      const path = to ?? visit.at;
      visits++;
      problems.push(...problemsOf(visit, { path, title, lang }));
      if (lang !== 'en') return visit;
      const answered = await journal.next();
      for (const pair of namePairs(answered.map((entry) => entry.data)))
        if (visit.text.includes(pair.zn))
          problems.push(`${path}: shows "${pair.zn}" where the answer's ${pair.field}_intl is "${pair.en}"`);
      return visit;
    },
    /** Reads the recorder: the errors and small fields since it was last read become problems. */
    async takeRecorded() {
      const { errors, smallFields } = await page.evaluate(takeRecorded, undefined);
      problems.push(...errors.map((error) => `JS error at ${error}`));
      problems.push(
        ...smallFields.map(
          (small) => `${small.where}: text field ${small.field} is ${small.px} px (under 16 px, iOS zooms in)`,
        ),
      );
    },
  };
}
