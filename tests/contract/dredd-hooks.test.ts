// openapi/dredd-hooks.cjs, the hooks docs/openapi.md gives for running Dredd on the document,
// run here without Dredd (which CI does not install: Prism's proxy is its check, prism-proxy.test.ts):
// of the transactions Dredd makes from the document (one per operation, status and media type),
// each operation keeps exactly one, its success in the type its example answers; the personas are
// those the examples were recorded as; the charset is set aside before comparing types.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/calls.ts';
import { committedDocument } from './openapi-shape.ts';
import { SUCCESS_PERSONAS } from './success-personas.ts';

type Transaction = {
  request: { uri: string; headers: Record<string, string> };
  expected: { statusCode: string; headers: Record<string, string>; body?: string };
  real?: { headers: Record<string, string> };
  skip?: boolean;
};
type Hook = (transaction: Transaction, done: () => void) => void;

/** The hook file as Dredd loads it, with a stand-in for Dredd's `hooks` module. */
function loadHooks() {
  const registered: Record<string, Hook> = {};
  const hooks = {
    beforeAll: () => undefined,
    beforeEach: (hook: Hook) => {
      registered.beforeEach = hook;
    },
    beforeEachValidation: (hook: Hook) => {
      registered.beforeEachValidation = hook;
    },
  };
  const module = { exports: {} as { PERSONAS: Record<string, string> } };
  new Function('require', 'module', 'exports', readFileSync('openapi/dredd-hooks.cjs', 'utf8'))(
    (name: string) => (name === 'hooks' ? hooks : undefined),
    module,
    module.exports,
  );
  return { registered, personas: module.exports.PERSONAS };
}

type Media = { example?: unknown; examples?: Record<string, { value?: unknown; $ref?: string }> };
type Op = {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
};

/** The transactions Dredd makes of the document: the first example of each status and media type. */
function transactions(): (Transaction & { operation: string })[] {
  const doc = committedDocument() as unknown as { paths: Record<string, Record<string, Op>> };
  const typed = (type: string): Record<string, string> => (type === 'none' ? {} : { 'Content-Type': type });
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const values = Object.fromEntries((op.parameters ?? []).map((p) => [p.name, String(p.example ?? '')]));
      const uri = template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
      const requests = Object.keys(op.requestBody?.content ?? { none: {} });
      return requests.flatMap((sent) =>
        Object.entries(op.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? { none: {} }).map(([type, media]) => {
            const example = media.example ?? Object.values(media.examples ?? {})[0]?.value;
            return {
              operation: `${method} ${template}`,
              request: { uri, headers: typed(sent) },
              expected: {
                statusCode: status,
                headers: typed(type),
                ...(typeof example === 'object' ? { body: JSON.stringify(example) } : {}),
              },
            };
          }),
        ),
      );
    }),
  );
}

describe('the Dredd hooks of the document', () => {
  const { registered, personas } = loadHooks();

  it('keep one transaction of each operation, its success, but the upload’s (Dredd sends no file)', () => {
    const kept = transactions().filter((transaction) => {
      registered.beforeEach?.(transaction, () => undefined);
      return !transaction.skip;
    });
    const byOperation: Record<string, typeof kept> = {};
    for (const transaction of kept)
      byOperation[transaction.operation] = [...(byOperation[transaction.operation] ?? []), transaction];
    const operations = [...new Set(transactions().map((t) => t.operation))];
    expect(operations.filter((op) => byOperation[op]?.length !== 1)).toEqual(['post /api/upload/image']);
    expect(kept.map((t) => t.expected.statusCode).every((status) => status === '200')).toBe(true);
    const typeOf = (operation: string) => byOperation[operation]?.[0]?.expected.headers['Content-Type'];
    expect(typeOf('get /api/auth/login')).toBe('text/html');
    expect(typeOf('get /media/{folder}/{file}')).toBe('image/svg+xml');
    expect(typeOf('get /uploads/{file}')).toBe('image/png');
    expect(byOperation['post /api/goods/like']?.[0]?.request.headers['Content-Type']).toBe('application/json');
  });

  it('log each call in as the persona its example was recorded as', () => {
    const byPath = Object.fromEntries(
      Object.entries(SUCCESS_PERSONAS).map(([id, persona]) => {
        const call = allCalls.find((c) => c.id === id);
        return [`/api${call?.path}`, persona];
      }),
    );
    expect(personas).toEqual(byPath);
  });

  it('compare the content type without the charset the server adds', () => {
    const transaction = {
      request: { uri: '/api/auth/me', headers: {} },
      expected: { statusCode: '200', headers: {} },
      real: { headers: { 'content-type': 'application/json; charset=utf-8' } },
    };
    registered.beforeEachValidation?.(transaction, () => undefined);
    expect(transaction.real?.headers['content-type']).toBe('application/json');
  });
});
