// Assertions the API tests share: a success answer checked against its call's contract, a
// refusal checked against the error envelope, and row counts to prove that nothing was written.
import type { Response } from 'supertest';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { CallDef } from '../../contract/define-call.ts';
import { errorEnvelope, okEnvelope } from '../../contract/envelope.ts';
import { DEFAULT_REFUSAL_STYLE, type RefusalStyle, refusalHttpStatus } from '../../contract/refusal-style.ts';
import type { TestApp } from './app.ts';

/** Headers asking for English answers. */
export const EN = { lang: 'en' } as const;

/** The answer of `call`, after checking HTTP 200, code 0 and the whole body against the contract. */
export function ok<C extends CallDef>(call: C, res: Response): { code: 0; msg: string; data: z.output<C['data']> } {
  if (res.status !== 200 || res.body?.code !== 0) {
    throw new Error(`${call.id}: expected a success, got HTTP ${res.status} ${JSON.stringify(res.body)}`);
  }
  const parsed = okEnvelope(call.data).safeParse(res.body);
  if (!parsed.success) throw new Error(`${call.id}: answer breaks the contract: ${parsed.error.message}`);
  return parsed.data as { code: 0; msg: string; data: z.output<C['data']> };
}

/**
 * A refusal checker for one refusal style: envelope code `code` (the documented status unless
 * told), travelling with the HTTP status that style gives a refusal documented with `http`, a
 * non-empty msg (equal to `msg` when given, or matching it when it is a RegExp) and data null.
 */
export const refusedUnder =
  (style: RefusalStyle) =>
  (res: Response, http: number, msg?: string | RegExp, code: number = http) => {
    expect({ status: res.status, code: res.body?.code }, JSON.stringify(res.body)).toEqual({
      status: refusalHttpStatus(http, style),
      code,
    });
    const body = errorEnvelope.parse(res.body);
    if (typeof msg === 'string') expect(body.msg).toBe(msg);
    else if (msg) expect(body.msg).toMatch(msg);
    return body;
  };

/** A refusal of an app with the default refusal style (see contract/refusal-style.ts). */
export const refused = refusedUnder(DEFAULT_REFUSAL_STYLE);

/** A refusal of the mock's own controls (/__mock), which always answer with their HTTP status. */
export const controlRefused = refusedUnder('http');

/** Rows in a table (by its SQL name). */
export function rows(t: TestApp, table: string): number {
  return (t.db.$client.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
}

/** Counts of the tables users write to, to show that a refusal wrote nothing. */
export function writes(t: TestApp) {
  return {
    likes: rows(t, 'likes'),
    saves: rows(t, 'saves'),
    follows: rows(t, 'follows'),
    purchase_requests: rows(t, 'purchase_requests'),
    orders: rows(t, 'orders'),
    counters: (
      t.db.$client.prepare('select sum(like_num) + sum(save_num) + sum(share_num) as s from goods').get() as {
        s: number;
      }
    ).s,
  };
}

/** A Chinese text (the default language): at least one CJK character. */
export const CHINESE = /[\u4e00-\u9fff]/;
