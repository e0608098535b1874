// The answers every call can give (contract/openapi-shared-examples.json), as the mock gives
// them: the test asks the mock again and fails when the committed examples differ.
// `UPDATE_OPENAPI_EXAMPLES=1 npx vitest run tests/contract/openapi-shared-examples.test.ts`
// records them anew (then `npm run openapi`).
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationExample } from '../../contract/openapi-examples.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const FILE = 'contract/openapi-shared-examples.json';
const PATH = '/api/goods/getHelpInfoConfig';
/** a call that reads a body (one without a body ignores its format) */
const BODY_PATH = '/api/common/encrypt';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The mock's answer to a call of `PATH`, under a scenario switched on for it. */
async function underScenario(scenario: Record<string, boolean>) {
  await t.request.put('/__mock/scenario').send(scenario).expect(200);
  try {
    return await t.request.post(PATH).send({});
  } finally {
    await t.request.delete('/__mock/scenario').expect(200);
  }
}

async function recordNow(): Promise<Record<string, OperationExample>> {
  const maintenance = await underScenario({ maintenance: true });
  const tooFrequent = await underScenario({ rateLimited: true });
  const unsupported = await t.request
    .post(BODY_PATH)
    .set('content-type', 'application/xml')
    .send('<serial_number>WC202600001</serial_number>');
  const tooLarge = await t.request.post(BODY_PATH).send({ serial_number: 'x'.repeat(1024 * 1024 + 1) });
  return {
    maintenance: {
      summary: 'the store is under maintenance',
      http: maintenance.status,
      path: PATH,
      answer: maintenance.body,
    },
    tooFrequent: {
      summary: 'too frequent (the rate limit)',
      http: tooFrequent.status,
      path: PATH,
      answer: tooFrequent.body,
    },
    tooLarge: { summary: 'a body over the size limit', http: tooLarge.status, path: BODY_PATH, answer: tooLarge.body },
    unsupportedFormat: {
      summary: 'a body in another format (XML)',
      http: unsupported.status,
      path: BODY_PATH,
      answer: unsupported.body,
    },
  };
}

describe('the OpenAPI document’s shared examples', () => {
  it('are the mock’s answers today: maintenance (HTTP 200, -100), 429, 413 and 415', async () => {
    const now = await recordNow();
    expect(
      Object.fromEntries(Object.entries(now).map(([name, e]) => [name, [e.http, (e.answer as { code: number }).code]])),
    ).toEqual({
      maintenance: [200, -100],
      tooFrequent: [429, 429],
      tooLarge: [413, 413],
      unsupportedFormat: [415, 415],
    });
    if (process.env.UPDATE_OPENAPI_EXAMPLES === '1') writeFileSync(FILE, `${JSON.stringify(now, null, 2)}\n`);
    expect(JSON.parse(readFileSync(FILE, 'utf8')), `${FILE} is stale: record it again (see its test)`).toEqual(now);
  });
});
