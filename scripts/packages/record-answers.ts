// Records what the seeded mock answers, for the MSW handlers (packages/msw): every treasure's
// lookup by code, hash and id, its check and satellite pages, every derivative item, in both
// languages; for every other call, the success answer the contract suite recorded
// (contract/openapi-examples.json, kept current by a contract test), its message in both
// languages; and the texts the handlers say themselves. Each distinct answer is kept once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Lang } from '../../contract/limits.ts';
import { LANGUAGES } from '../../contract/limits.ts';
import { messages } from '../../contract/messages.ts';
import examples from '../../contract/openapi-examples.json' with { type: 'json' };
import {
  type Envelope,
  lookupKey,
  MISSING,
  type RecordedAnswer,
  type Records,
  TEXT_KEYS,
} from '../../packages/msw/src/records.ts';
import { startMock } from '../../server/start-mock.ts';

/** A code and an id no seed record has (the fixtures' 'matches nothing' code). */
const UNKNOWN_CODE = 'WC299999999';
const UNKNOWN_ID = 999_999;

type Row = { id: number; serial_number: string; uuid: string };
type Sent = { status: number; body: Envelope };

/** Where the package keeps them (written when it is built, not committed). */
export const ANSWERS_FILE = 'packages/msw/src/answers.json';

/**
 * A message of the mock in both languages, found by its text in one (a success recorded in
 * Chinese). A `msg` that is no message but a value (checkGoodsType's "goods") is the same in
 * both; Chinese text that is no message stops the build, so English callers never get it.
 */
function bothLanguages(text: string, where: string): Record<Lang, string> {
  const entry = Object.values(messages as Record<string, Record<Lang, string>>).find((texts) =>
    LANGUAGES.some((lang) => texts[lang] === text),
  );
  if (entry) return entry;
  if (/[\u3000-\u9fff\uff00-\uffef]/.test(text))
    throw new Error(`${where}: the message "${text}" is not one of contract/messages.ts`);
  return { zn: text, en: text };
}

/** Keeps each distinct answer once: `add` gives its index. */
function answerStore() {
  const answers: RecordedAnswer[] = [];
  const seen = new Map<string, number>();
  return {
    answers,
    add(answer: RecordedAnswer): number {
      const key = JSON.stringify(answer);
      const known = seen.get(key);
      if (known !== undefined) return known;
      answers.push(answer);
      seen.set(key, answers.length - 1);
      return answers.length - 1;
    },
  };
}

export async function recordAnswers(): Promise<Records> {
  const dataDir = mkdtempSync(join(tmpdir(), 'treasure-record-'));
  const mock = await startMock({ dataDir });
  try {
    const sqlite = new Database(join(dataDir, 'treasure.db'), { readonly: true });
    const treasures = sqlite.prepare('select id, serial_number, uuid from goods order by id').all() as Row[];
    const derivatives = sqlite.prepare('select id, serial_number, uuid from derivatives order by id').all() as Row[];
    sqlite.close();
    const call = async (lang: Lang, path: string, init: RequestInit = {}): Promise<Sent> => {
      const answer = await fetch(`${mock.url}/api/${path}`, {
        ...init,
        headers: { lang, 'content-type': 'application/json' },
      });
      return { status: answer.status, body: (await answer.json()) as Envelope };
    };
    const encrypted = async (fields: object) => {
      const answer = await call('zn', 'common/encrypt', { method: 'POST', body: JSON.stringify(fields) });
      return encodeURIComponent((answer.body.data as { data_encrypted: string }).data_encrypted);
    };
    /** What one language's answers are, by lookup key. */
    const lookupsIn = async (lang: Lang) => {
      const kept: Record<string, Sent> = {};
      for (const treasure of treasures) {
        const info = await call(lang, `goods/info?data=${await encrypted({ serial_number: treasure.serial_number })}`);
        kept[lookupKey('goods/info', 'serial_number', treasure.serial_number)] = info;
        kept[lookupKey('goods/info', 'uuid', treasure.uuid)] = info;
        kept[lookupKey('goods/info', 'goods_id', treasure.id)] = info;
        kept[lookupKey('goods/checkGoodsType', 'serial_number', treasure.serial_number)] = await call(
          lang,
          `goods/checkGoodsType?data=${await encrypted({ serial_number: treasure.serial_number })}`,
        );
        for (const page of ['goods/summary', 'goods/transferRecords', 'goods/valuations'])
          kept[lookupKey(`${page}/:id`, 'id', treasure.id)] = await call(lang, `${page}/${treasure.id}`);
      }
      // what each lookup answers for a record the seed does not have
      const missing = (template: string) => lookupKey(template, MISSING, '');
      kept[missing('goods/info')] = await call(
        lang,
        `goods/info?data=${await encrypted({ serial_number: UNKNOWN_CODE })}`,
      );
      kept[missing('goods/checkGoodsType')] = await call(
        lang,
        `goods/checkGoodsType?data=${await encrypted({ serial_number: UNKNOWN_CODE })}`,
      );
      for (const page of ['goods/summary', 'goods/transferRecords', 'goods/valuations'])
        kept[missing(`${page}/:id`)] = await call(lang, `${page}/${UNKNOWN_ID}`);
      kept[missing('goodsder/info')] = await call(lang, `goodsder/info?serial_number=${UNKNOWN_CODE}`);
      for (const item of derivatives) {
        const answer = await call(lang, `goodsder/info?serial_number=${encodeURIComponent(item.serial_number)}`);
        kept[lookupKey('goodsder/info', 'serial_number', item.serial_number)] = answer;
        kept[lookupKey('goodsder/info', 'uuid', item.uuid)] = answer;
      }
      return kept;
    };
    const store = answerStore();
    const inLanguage = {} as Record<Lang, Record<string, Sent>>;
    for (const lang of LANGUAGES) inLanguage[lang] = await lookupsIn(lang);
    // the same record in both languages: one answer (a lookup's read count aside), two messages
    const lookups = Object.fromEntries(
      Object.entries(inLanguage.zn).map(([key, { status, body }]) => [
        key,
        store.add({
          status,
          code: body.code,
          data: body.data,
          msg: { zn: body.msg, en: inLanguage.en[key]?.body.msg ?? body.msg },
        }),
      ]),
    );
    const calls = Object.fromEntries(
      // each call's success example (`ok`, beside its named refusals)
      Object.entries(examples as Record<string, { ok?: { answer?: Envelope } }>).flatMap(([id, named]) => {
        const answer = named.ok?.answer;
        if (!answer) return [];
        return [
          [id, store.add({ status: 200, code: answer.code, data: answer.data, msg: bothLanguages(answer.msg, id) })],
        ];
      }),
    );
    const texts = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, Object.fromEntries(TEXT_KEYS.map((key) => [key, messages[key][lang]]))]),
    ) as Records['texts'];
    return { answers: store.answers, calls, lookups, texts };
  } finally {
    await mock.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
