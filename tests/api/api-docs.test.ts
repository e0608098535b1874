import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/calls.ts';
import { DEFAULT_REFUSAL_STYLE, refusalHttpStatus } from '../../contract/refusal-style.ts';
import { committedDocument } from '../contract/openapi-shape.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
  parameters: { name: string; in: string }[];
};

describe('API documentation', () => {
  it('/api-docs/openapi.json is OpenAPI 3.1 with a path for every call of the contract', async () => {
    const res = await t.request.get('/api-docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/json/);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(allCalls.length).toBeGreaterThanOrEqual(27);
    for (const call of allCalls) {
      const path = `/api${call.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[call.method.toLowerCase()];
      expect(operation, `${call.id}: ${call.method} ${path}`).toBeDefined();
      if (!operation) continue;
      expect(operation.operationId.split('+')).toContain(call.id);
      for (const name of Object.keys(call.params?.shape ?? {})) {
        expect(operation.parameters).toContainEqual(expect.objectContaining({ name, in: 'path' }));
      }
      if (call.body) {
        // both media types the server reads
        expect(Object.keys(operation.requestBody?.content ?? {})).toEqual([
          'application/json',
          'application/x-www-form-urlencoded',
        ]);
      }
      for (const error of call.errors) {
        const status = String(refusalHttpStatus(error.http, DEFAULT_REFUSAL_STYLE));
        expect(operation.responses, `${call.id} documents HTTP ${status}`).toHaveProperty(status);
      }
    }
    expect(doc.paths['/api/goods/share/{id}']).toBeDefined();
    expect(doc.paths['/api/news/list/{artist_id}']).toBeDefined();
  });

  it('documents id fields as numbers, not as anything', async () => {
    const doc = (await t.request.get('/api-docs/openapi.json')).body;
    const ref = doc.paths['/api/goods/editSave'].post.requestBody.content['application/json'].schema.$ref as string;
    const body = doc.components.schemas[ref.slice('#/components/schemas/'.length)];
    expect(body.properties.goods_id.type).toBe('integer');
    expect(body.required).toEqual(['goods_id']);
  });

  it('/api-docs answers a readable HTML page', async () => {
    const res = await t.request.get('/api-docs').redirects(3);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/swagger/i);
  });
});

describe('the encrypted examples of the document a server serves', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({ ENCRYPTION_KEY: 'a-key-of-this-server-alone-4f1c9e7a2b' });
  });
  afterAll(() => own.close());

  it('are sealed with the server’s own key, where the committed document’s open only with the development key', async () => {
    type Op = {
      parameters?: { name: string; example?: string }[];
      requestBody?: { content: Record<string, { example?: { data?: string } }> };
    };
    type Doc = { paths: Record<string, Record<string, Op>> };
    const example = (doc: Doc) =>
      doc.paths['/api/goods/info']?.get?.parameters?.find((p) => p.name === 'data')?.example ?? '';
    const likeData = (doc: Doc) =>
      doc.paths['/api/goods/like']?.post?.requestBody?.content['application/json']?.example?.data;
    const served = (await own.request.get('/api-docs/openapi.json')).body as Doc;
    const lookup = (data: string) => own.request.get('/api/goods/info').query({ data });
    expect((await lookup(example(served))).body).toMatchObject({ code: 0, data: { serial_number: 'WC202600001' } });
    const committed = committedDocument() as unknown as Doc;
    expect((await lookup(example(committed))).body).toMatchObject({ code: 400 });
    // the like's body too
    expect(likeData(served)).toEqual(expect.any(String));
    expect(likeData(served)).not.toBe(likeData(committed));
  });
});
