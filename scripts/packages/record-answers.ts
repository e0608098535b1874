// Records what the seeded mock answers, for the MSW handlers (packages/msw): every treasure's
// lookup by code, hash and id, its check and satellite pages, every derivative item, in both
// languages; and for every other call, the success answer the contract suite recorded
// (contract/openapi-examples.json, kept current by a contract test).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Lang } from '../../contract/limits.ts';
import { LANGUAGES } from '../../contract/limits.ts';
import examples from '../../contract/openapi-examples.json' with { type: 'json' };
import {
  type Envelope,
  lookupKey,
  MISSING,
  type RecordedAnswer,
  type Records,
} from '../../packages/msw/src/records.ts';
import { startMock } from '../../server/start-mock.ts';

/** A code and an id no seed record has (the fixtures' 'matches nothing' code). */
const UNKNOWN_CODE = 'WC299999999';
const UNKNOWN_ID = 999_999;

type Row = { id: number; serial_number: string; uuid: string };

export async function recordAnswers(): Promise<Records> {
  const dataDir = mkdtempSync(join(tmpdir(), 'treasure-record-'));
  const mock = await startMock({ dataDir });
  try {
    const sqlite = new Database(join(dataDir, 'treasure.db'), { readonly: true });
    const treasures = sqlite.prepare('select id, serial_number, uuid from goods order by id').all() as Row[];
    const derivatives = sqlite.prepare('select id, serial_number, uuid from derivatives order by id').all() as Row[];
    sqlite.close();
    const call = async (lang: Lang, path: string, init: RequestInit = {}): Promise<RecordedAnswer> => {
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
    const lookups = {} as Records['lookups'];
    for (const lang of LANGUAGES) {
      const kept: Record<string, RecordedAnswer> = {};
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
      lookups[lang] = kept;
    }
    const calls = Object.fromEntries(
      // each call's success example (`ok`, beside its named refusals)
      Object.entries(examples as Record<string, { ok?: { answer?: Envelope } }>).flatMap(([id, named]) =>
        named.ok?.answer ? [[id, named.ok.answer]] : [],
      ),
    );
    return { calls, lookups };
  } finally {
    await mock.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
