import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from './calls.ts';
import { buildOpenApi } from './openapi.ts';
import { mockShape, specFields, specMarksOf, specView } from './spec-marks.ts';

const item = z.object({ name: z.string(), name_intl: z.string(), id: z.number() });
const answer = specFields(
  z.object({
    title: z.string(),
    extra: z.number(),
    when: z.string().regex(/^\d{4}$/),
    items: z.array(item),
    holder: z.object({ name: z.string(), name_intl: z.string() }).nullable(),
  }),
  { mock: ['extra', 'items[].id', 'holder.name_intl'], anyType: ['when'] },
);

describe('what the spec guarantees of an answer', () => {
  it('leaves out the mock’s fields, accepts any value of a field listed without its type, and keeps the rest', () => {
    const view = specView(answer);
    const spec = { title: 't', when: 'May', items: [{ name: 'a', name_intl: 'A' }], holder: { name: 'h' } };
    expect(view.safeParse(spec).success).toBe(true);
    expect(answer.safeParse(spec).success).toBe(false);
    const { when: _, ...withoutWhen } = spec;
    expect(view.safeParse(withoutWhen).success, 'a listed field is still required').toBe(false);
    expect(view.safeParse({ ...spec, title: 5 }).success, 'a listed field keeps its type').toBe(false);
    expect(view.safeParse({ ...spec, items: [{ name: 'a' }] }).success, 'name_intl of an item is listed').toBe(false);
    expect(view.safeParse({ ...spec, holder: null }).success).toBe(true);
  });

  it('guarantees nothing of an answer the spec does not show', () => {
    expect(specView(mockShape(z.object({ id: z.number() }))).safeParse([]).success).toBe(true);
  });

  it('names only fields that exist, in every call of the contract', () => {
    const problems: string[] = [];
    const objectShape = (schema: z.ZodType): Record<string, z.ZodType> | undefined => {
      const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
      if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
      const inner = (def.innerType ?? def.element ?? def.valueType) as z.ZodType | undefined;
      return inner ? objectShape(inner) : undefined;
    };
    const resolves = (schema: z.ZodType, path: string): boolean => {
      const [head = '', ...rest] = path.replace(/\[\]/g, '').split('.');
      const child = objectShape(schema)?.[head];
      return Boolean(child) && (rest.length === 0 || resolves(child as z.ZodType, rest.join('.')));
    };
    const visit = (schema: z.ZodType, where: string, seen = new Set<object>()) => {
      if (seen.has(schema)) return;
      seen.add(schema);
      const marks = specMarksOf(schema);
      for (const path of [...(marks?.mock ?? []), ...(marks?.anyType ?? [])])
        if (path !== '*' && !resolves(schema, path)) problems.push(`${where}: ${path}`);
      for (const child of Object.values(objectShape(schema) ?? {})) visit(child, where, seen);
      const def = (schema as unknown as { _zod: { def: { options?: z.ZodType[] } } })._zod.def;
      for (const option of def.options ?? []) visit(option, where, seen);
    };
    for (const call of allCalls) visit(call.data, call.id);
    expect(problems).toEqual([]);
  });

  it('is carried by the OpenAPI document as x-mock-fields and x-mock-types', () => {
    const doc = buildOpenApi(allCalls, { title: 't', version: '1' });
    const treasure = doc.components.schemas.Treasure as Record<string, string[]>;
    expect(treasure['x-mock-fields']).toEqual(expect.arrayContaining(['transfer_count', 'has_valuation', 'is_unit']));
    expect(treasure['x-mock-types']).toContain('detail_info');
    expect(JSON.stringify(doc.paths['/api/goods/checkGoodsType'])).toContain('"x-mock-fields":["*"]');
    expect(JSON.stringify(doc.paths['/api/artist/info/{id}'])).toContain('x-spec-listed');
  });
});
