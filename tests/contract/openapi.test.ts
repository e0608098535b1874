// The OpenAPI document as a standard linter and a code generator see it.
import { existsSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { valueAt } from '#contract/present.ts';
import { allCalls } from '../../contract/calls.ts';
import { REPORT_PICTURES_MAX, WORK_PICTURES_MAX } from '../../contract/limits.ts';
import type { OperationExample } from '../../contract/openapi.ts';
import recordedExamples from '../../contract/openapi-examples.json' with { type: 'json' };
import { DEFAULT_REFUSAL_STYLE, refusalHttpStatus } from '../../contract/refusal-style.ts';
import { openApiDocument as doc, openApiProblems } from './openapi-check.ts';
import { committedDocument, resolved, type Schema } from './openapi-shape.ts';

type RequestSchema = { required?: string[]; properties: Record<string, { anyOf?: unknown[] }> };
type Operation = {
  operationId: string;
  parameters: { name: string; description?: string }[];
  responses: Record<string, unknown>;
  'x-encrypted-payload'?: unknown;
  'x-writes'?: boolean;
};
const examples = recordedExamples as Record<string, Record<string, OperationExample>>;
/** The named examples of an operation's answer with `status`. */
const namedExamples = (path: string, method: string, status: string) =>
  (
    valueAt(
      valueAt(valueAt(doc.paths as Record<string, Record<string, Operation>>, path), method).responses,
      status,
    ) as {
      content: Record<string, { examples: Record<string, { value?: unknown }> }>;
    }
  ).content['application/json']?.examples;
/** The operations of /api (not the media files). */
const operations = () =>
  Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
    );

describe('the OpenAPI document', () => {
  it('lints clean with Redocly’s default rules (recommended, as `redocly lint` runs them): 0 errors, 0 warnings', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
  });

  it('declares each body in both media types the server reads, JSON and form, required only when a field is', () => {
    const bodies = operations().flatMap(({ path, method, op }) => {
      const body = (op as { requestBody?: { required?: boolean; content: Record<string, unknown> } }).requestBody;
      return body ? [{ at: `${method} ${path}`, types: Object.keys(body.content), required: body.required }] : [];
    });
    expect(bodies.length).toBeGreaterThan(30);
    // pictures as multipart, every other body as JSON or as a form (Prism's proxy refused the form before)
    expect(bodies.filter((body) => body.types[0] === 'multipart/form-data').map((body) => body.at)).toEqual([
      'post /api/upload/image',
    ]);
    for (const body of bodies.filter((b) => b.types[0] !== 'multipart/form-data'))
      expect([body.at, body.types]).toEqual([body.at, ['application/json', 'application/x-www-form-urlencoded']]);
    // optional where nothing is required (no fields; the url scheme's path and query), required elsewhere
    const required = Object.fromEntries(bodies.map((body) => [body.at, body.required]));
    expect(required['post /api/goods/getHelpInfoConfig']).toBe(false);
    expect(required['post /api/auth/getUrlScheme']).toBe(false);
    expect(required['post /api/artist/saveSignature']).toBe(true);
    expect(required['post /api/collection/applyBuy']).toBe(true);
    // a list of records travels in a form as JSON; a list of texts as the key repeated
    const form = (path: string) =>
      valueAt(
        (doc.paths as Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>)[path]?.post
          .requestBody.content ?? {},
        'application/x-www-form-urlencoded',
      ) as { schema: { properties: Record<string, object> }; encoding?: Record<string, object> };
    expect(form('/api/artist/editProfile').schema.properties.certificates).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
    });
    expect(form('/api/auth/wechatConfig').encoding).toEqual({ jsApiList: { style: 'form', explode: true } });
  });

  it('states what saveSignature needs: a seal or a password, so that a call that would change nothing is refused', () => {
    const schemas = doc.components.schemas as Record<string, { anyOf?: { required: string[] }[] }>;
    expect(valueAt(schemas, 'OwnerSaveSignatureBody').anyOf?.map((part) => part.required)).toEqual([
      ['sign'],
      ['password'],
    ]);
  });

  it('names each body once, as a component both media types share where a form reads it alike', () => {
    const content = (path: string) =>
      (doc.paths as Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }>)[path]
        ?.post.requestBody.content ?? {};
    expect(content('/api/collection/applyBuy')).toMatchObject({
      'application/json': { schema: { $ref: '#/components/schemas/CollectionApplyBuyBody' } },
      'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/CollectionApplyBuyBody' } },
    });
    // a form that reads a list otherwise has a schema of its own
    expect(content('/api/auth/wechatConfig')['application/x-www-form-urlencoded']?.schema).not.toHaveProperty('$ref');
  });

  it('gives every required parameter an example, so that a tool that sends the examples (Dredd) can send each operation', () => {
    const bare = Object.entries(
      doc.paths as Record<string, Record<string, { parameters?: Record<string, unknown>[] }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p) => p.required && p.example === undefined)
          .map((p) => `${method} ${path}: ${String(p.name)}`),
      ),
    );
    expect(bare).toEqual([]);
  });

  it('declares the `lang` header on every /api operation, zn or en, so that generated clients type it', () => {
    for (const { path, method, op } of operations())
      expect(op.parameters, `${method} ${path}`).toContainEqual(
        expect.objectContaining({
          name: 'lang',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['zn', 'en'] },
        }),
      );
  });

  it('declares every status the server sends: the login’s 302, 404 for files, 414, 431, 429 with Retry-After', () => {
    type Responses = Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
    const responsesOf = (path: string, method = 'get') =>
      valueAt(valueAt(doc.paths as Record<string, Record<string, { responses: Responses }>>, path), method).responses;
    expect(responsesOf('/api/auth/login')['302']?.headers).toHaveProperty('location');
    for (const path of ['/media/{folder}/{file}', '/uploads/{file}'])
      expect(responsesOf(path)['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(responsesOf('/api/goods/share/{id}')['414']).toEqual({ $ref: '#/components/responses/UriTooLong' });
    expect(responsesOf('/api/auth/me')).not.toHaveProperty('414');
    for (const { path, method, op } of operations()) {
      expect(op.responses, `${method} ${path}`).toHaveProperty('431');
      expect((op.responses as Responses)['200']?.headers, `${method} ${path}`).toHaveProperty('x-ratelimit-remaining');
    }
    const responses = doc.components.responses as Record<
      string,
      { headers?: Record<string, unknown>; content: unknown }
    >;
    expect(responses.TooFrequent?.headers).toMatchObject({
      'retry-after': { $ref: '#/components/headers/RetryAfter' },
    });
    expect(doc.components.headers).toMatchObject({ RetryAfter: { required: true } });
    // a missing file answers the refusal envelope with code 404
    expect(responses.NotFound?.content).toMatchObject({
      'application/json': {
        schema: { allOf: [{ $ref: '#/components/schemas/Refusal' }, { properties: { code: { enum: [404] } } }] },
      },
    });
  });

  it('types the two answers of GET goods/info apart: the lookup by `data`, the purchase request’s id by `goods_id`', () => {
    const schemas = doc.components.schemas as Record<string, { properties?: Record<string, { $ref?: string }> }>;
    expect(valueAt(schemas, 'GoodsInfoAnswer').properties?.data?.$ref).toBe('#/components/schemas/Treasure');
    expect(valueAt(schemas, 'GoodsApplyBuyIdAnswer').properties?.data).toMatchObject({
      properties: { apply_buy_id: { type: 'integer' } },
      required: ['apply_buy_id'],
    });
    const op = valueAt(valueAt(doc.paths as Record<string, Record<string, Operation>>, '/api/goods/info'), 'get');
    const ok = op.responses['200'] as { content: { 'application/json': { schema: { anyOf: { $ref?: string }[] } } } };
    expect(ok.content['application/json'].schema.anyOf.slice(0, 2)).toEqual([
      { $ref: '#/components/schemas/GoodsInfoAnswer' },
      { $ref: '#/components/schemas/GoodsApplyBuyIdAnswer' },
    ]);
    const said = Object.fromEntries(op.parameters.map((p) => [p.name, p.description]));
    expect(said.data).toMatch(/GoodsInfoAnswer/);
    expect(said.goods_id).toMatch(/GoodsApplyBuyIdAnswer/);
    // both still check what the mock answers
    expect(
      openApiProblems('GET', '/api/goods/info', 200, { code: 0, msg: 'success', data: { apply_buy_id: 3 } }),
    ).toEqual([]);
  });

  it('names its entities as components, and extra fields are allowed everywhere', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Refusal', 'Treasure', 'Me', 'ArtistProfile', 'RecommendedTreasure', 'Notice']),
    );
    expect(JSON.stringify(doc)).not.toContain('"additionalProperties":false');
    expect(JSON.stringify(doc)).not.toContain('"unevaluatedProperties":false');
  });

  it('describes every parameter', () => {
    const bare = operations().flatMap(({ path, method, op }) =>
      op.parameters.filter((p) => !p.description).map((p) => `${method} ${path}: ${p.name}`),
    );
    expect(bare).toEqual([]);
  });

  it('documents 429 on every call, 413 and 415 on every POST, and the refusals a call answers with HTTP 200', () => {
    for (const { path, method, op } of operations()) expect(op.responses, `${method} ${path}`).toHaveProperty('429');
    const refusal = { code: -100, msg: '系统维护中', data: null };
    expect(openApiProblems('GET', '/api/goods/info', 200, refusal)).toEqual([]);
    expect(openApiProblems('GET', '/api/goods/info', 200, { code: -1, msg: 'not found', data: null })).toEqual([]);
    expect(openApiProblems('POST', '/api/goods/like', 429, { code: 429, msg: 'too frequent', data: null })).toEqual([]);
    for (const { path, method, op } of operations().filter((o) => o.method === 'post')) {
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
    }
    expect(
      openApiProblems('POST', '/api/common/encrypt', 415, { code: 415, msg: '不支持的请求格式', data: null }),
    ).toEqual([]);
    // …but not a code the call never answers with HTTP 200, nor a refusal carrying data
    expect(openApiProblems('POST', '/api/goods/editSave', 200, { code: -2, msg: 'x', data: null })).not.toEqual([]);
    expect(openApiProblems('GET', '/api/goods/info', 200, { code: -1, msg: 'x', data: { id: 1 } })).not.toEqual([]);
  });

  it('carries the encrypted payload’s schema, and marks the calls that write', () => {
    expect(allCalls.filter((call) => call.encrypted).length).toBeGreaterThanOrEqual(5);
    for (const call of allCalls) {
      const op = operations().find(({ op }) => op.operationId.split('+').includes(call.id))?.op;
      if (call.encrypted) expect(op?.['x-encrypted-payload'], call.id).toBeTruthy();
      if (call.writes) expect(op?.['x-writes'], call.id).toBe(true);
    }
  });

  it('describes requests as the server takes them: pictures optional, as a list or a comma string, with the real limit', () => {
    const refOf = (path: string) =>
      (
        doc.paths as Record<
          string,
          { post: { requestBody: { content: { 'application/json': { schema: RequestSchema } } } } }
        >
      )[path]?.post.requestBody.content['application/json'].schema;
    const bodyOf = (path: string) =>
      resolved(committedDocument(), refOf(path) as Schema) as unknown as RequestSchema | undefined;
    for (const [path, max] of [
      ['/api/report/submit', REPORT_PICTURES_MAX],
      ['/api/works/save', WORK_PICTURES_MAX],
    ] as const) {
      const schema = bodyOf(path);
      expect(schema, path).toBeDefined();
      expect(schema?.required ?? [], path).not.toContain('pictures');
      expect(schema?.properties.pictures?.anyOf).toEqual([
        expect.objectContaining({ type: 'array', maxItems: max }),
        expect.objectContaining({ type: 'string' }),
      ]);
    }
  });

  it('has a success example of every operation from the seed, and each named example fits the document', () => {
    const missing = allCalls
      .filter((call) => !call.produces && !examples[call.id]?.ok)
      .map((call) => `${call.id}: run UPDATE_OPENAPI_EXAMPLES=1 npx vitest run tests/contract/contract.test.ts`);
    expect(missing).toEqual([]);
    for (const call of allCalls) {
      for (const [name, example] of Object.entries(examples[call.id] ?? {})) {
        const status = refusalHttpStatus(example.http ?? 200, DEFAULT_REFUSAL_STYLE);
        expect(openApiProblems(call.method, example.path, status, example.answer), `${call.id} ${name}`).toEqual([]);
      }
    }
    const goodsInfo = valueAt(valueAt(examples, 'goods.info'), 'ok');
    expect(goodsInfo.encrypted).toEqual({ serial_number: 'WC202600001' });
    expect(goodsInfo.answer).toMatchObject({ code: 0, data: { id: 1, serial_number: 'WC202600001' } });
    expect(namedExamples('/api/goods/info', 'get', '200')?.ok?.value).toMatchObject({ data: { id: 1 } });
  });

  it('has a named example of every documented refusal of every operation, under the status it travels with', () => {
    const missing = allCalls.flatMap((call) =>
      call.errors
        .filter(
          (error) =>
            !Object.values(examples[call.id] ?? {}).some(
              (example) => example.http === error.http && (example.answer as { code: number }).code === error.code,
            ),
        )
        .map((error) => `${call.id}: HTTP ${error.http} code ${error.code}`),
    );
    expect(missing).toEqual([]);
    // Prism serves `Prefer: example=notFound` from the 200 answer (the default refusal style)
    expect(namedExamples('/api/goods/info', 'get', '200')).toMatchObject({
      notFound: { value: { code: -1, data: null } },
      badInput: { value: { code: 400 } },
      loginNeeded: { value: { code: 401 } },
    });
    expect(namedExamples('/api/auth/nt', 'get', '200')).toMatchObject({
      phoneNeeded: { value: { code: -1 } },
      authoriseLogin: { value: { code: -1 } },
    });
  });

  it('has the answers every call can give: maintenance beside each success, 429, 413 and 415', () => {
    const shared = doc.components.examples as Record<string, { value: { code: number } }>;
    expect(Object.fromEntries(Object.entries(shared).map(([name, e]) => [name, e.value.code]))).toEqual({
      maintenance: -100,
      tooFrequent: 429,
      tooLarge: 413,
      unsupportedFormat: 415,
    });
    for (const { path, method, op } of operations()) {
      const ok = op.responses['200'] as { content: Record<string, { examples?: Record<string, unknown> }> };
      expect(ok.content['application/json']?.examples, `${method} ${path}`).toHaveProperty('maintenance', {
        $ref: '#/components/examples/maintenance',
      });
    }
    const responses = doc.components.responses as Record<string, { content: Record<string, { examples: unknown }> }>;
    const examplesOf = (name: string) => valueAt(valueAt(responses, name).content, 'application/json').examples;
    expect(examplesOf('TooFrequent')).toEqual({ tooFrequent: { $ref: '#/components/examples/tooFrequent' } });
    expect(examplesOf('TooLarge')).toHaveProperty('tooLarge');
    expect(examplesOf('UnsupportedFormat')).toHaveProperty('unsupportedFormat');
  });

  it('has examples of other records than the showcase, so that a tool need not answer treasure 1 for every id', () => {
    expect(namedExamples('/api/goods/summary/{id}', 'get', '200')?.treasure2?.value).toMatchObject({
      data: { id: 2 },
    });
    expect(namedExamples('/api/goods/info', 'get', '200')?.treasure2?.value).toMatchObject({
      data: { id: 2, serial_number: 'WC202600002' },
    });
    expect(namedExamples('/api/artist/info/{id}', 'get', '200')?.master104?.value).toMatchObject({
      data: { artist: { id: 104 } },
    });
    // the second call on GET /api/goods/info keeps its own examples, its name in front
    expect(namedExamples('/api/goods/info', 'get', '200')?.applyBuyIdOk?.value).toMatchObject({
      data: { apply_buy_id: expect.any(Number) },
    });
    // a code that names nothing answers -1, as the mock does
    expect(valueAt(valueAt(examples, 'goods.info'), 'notFound').encrypted).toEqual({ serial_number: 'WC299999999' });
  });

  it('serves the media the examples point at: every URL in them is an operation of the document, with a picture', () => {
    const urls = [...JSON.stringify(recordedExamples).matchAll(/"(\/(?:media|uploads)\/[^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(urls.length).toBeGreaterThan(50);
    const templates = Object.keys(doc.paths).map((t) => new RegExp(`^${t.replace(/\{\w+\}/g, '[^/]+')}$`));
    expect(urls.filter((url) => !templates.some((t) => t.test(url)))).toEqual([]);
    const media = valueAt(
      valueAt(doc.paths as Record<string, Record<string, Operation>>, '/media/{folder}/{file}'),
      'get',
    );
    const content = (media.responses['200'] as { content: Record<string, { example?: string }> }).content;
    expect(content['image/svg+xml']?.example).toMatch(/^<svg /);
    // a tool that sends the examples (Dredd) asks for files every fresh mock has
    const fileExamples = (path: string) =>
      Object.fromEntries(
        (
          valueAt(valueAt(doc.paths as Record<string, Record<string, Operation>>, path), 'get').parameters as {
            name: string;
            example?: string;
          }[]
        ).map((p) => [p.name, p.example]),
      );
    const { folder, file } = fileExamples('/media/{folder}/{file}');
    expect(existsSync(`seeds/media/${folder}/${file}`)).toBe(true);
    expect(existsSync(`seeds/media/uploads/${fileExamples('/uploads/{file}').file}`)).toBe(true);
  });

  it('describes the fields of the entities the spec explains', () => {
    const schemas = doc.components.schemas as Record<
      string,
      { properties?: Record<string, { description?: string; $ref?: string }> }
    >;
    const bare = [
      'Treasure',
      'Me',
      'ArtistIdentity',
      'Salesman',
      'SessionUser',
      'ArtistProfile',
      'Holder',
      'ViewCounts',
      'RecommendedTreasure',
      'NewsItem',
      'DerivativeItem',
    ].flatMap((name) =>
      Object.entries(valueAt(schemas, name).properties ?? {})
        .filter(([, property]) => !property.description && !property.$ref)
        .map(([field]) => `${name}.${field}`),
    );
    expect(bare).toEqual([]);
  });
});
