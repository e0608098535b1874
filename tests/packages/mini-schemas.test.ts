// The contract package's zod/mini modules (@treasure-center/contract/mini/<call>, made by
// scripts/packages/mini-schemas.ts) judge answers as the full schemas do: every recorded success
// passes both, and an answer broken field by field fails both.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import type { OperationExample } from '../../contract/openapi.ts';
import recordedExamples from '../../contract/openapi-examples.json' with { type: 'json' };
import { miniModule, writeMiniModules } from '../../scripts/packages/mini-schemas.ts';

type Mini = { id: string; method: string; path: string; data: { safeParse(value: unknown): { success: boolean } } };
const examples = recordedExamples as Record<string, Record<string, OperationExample>>;
// inside the repository, so that the modules find zod/mini
const cache = resolve('node_modules/.cache');
let dir = '';
const minis = new Map<string, Mini>();

beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(join(cache, 'mini-schemas-'));
  writeMiniModules(dir);
  for (const name of Object.keys(calls)) minis.set(name, (await import(join(dir, `${name}.js`))) as Mini);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each value with one field changed to what no schema of ours takes. */
function broken(value: unknown): unknown[] {
  if (!value || typeof value !== 'object') return [];
  return Object.keys(value).map((key) => ({ ...(value as object), [key]: { not: ['what', 'it', 'should', 'be'] } }));
}

describe('the zod/mini module of each call', () => {
  it('names its call', () => {
    const goodsInfo = minis.get('goodsInfo');
    expect([goodsInfo?.id, goodsInfo?.method, goodsInfo?.path]).toEqual(['goods.info', 'GET', '/api/goods/info']);
  });

  it('passes every recorded success as the full schema does, and fails the same broken answers', () => {
    const disagreements: string[] = [];
    let compared = 0;
    for (const [name, call] of Object.entries(calls)) {
      const mini = minis.get(name);
      for (const [example, recorded] of Object.entries(examples[call.id] ?? {})) {
        const answer = recorded.answer as { code?: number; data?: unknown };
        if (answer.code !== 0) continue;
        for (const value of [answer.data, ...broken(answer.data)]) {
          compared += 1;
          const full = call.data.safeParse(value).success;
          if (mini?.data.safeParse(value).success !== full)
            disagreements.push(
              `${name} ${example}: the full schema says ${full} of ${JSON.stringify(value).slice(0, 80)}`,
            );
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(disagreements).toEqual([]);
  });

  it('stops the build at a schema it cannot translate (the check can fail)', () => {
    const call = { ...calls.goodsInfo, data: calls.goodsInfo.data.and(calls.applyBuyId.data) };
    expect(() => miniModule('goodsInfo', call as never)).toThrow(/allOf.*no zod\/mini translation/);
  });
});
