// The purchase request's rule lives once, in contract/rules/purchase-request.ts (the server
// refuses with it, the screen checks with it); the document states it as the body's schema, from
// the same limits. Each form below goes through both, which must agree: a form the rule lets
// through is valid against the document's JSON and form bodies, a form it refuses is not.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { type PurchaseForm, purchaseProblem } from '../../contract/rules/purchase-request.ts';
import { committedDocument } from './openapi-shape.ts';

const doc = committedDocument() as unknown as {
  components: { schemas: Record<string, object> };
  paths: Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }>;
};
const content = doc.paths['/api/collection/applyBuy']?.post.requestBody.content ?? {};
const ajv = new Ajv2020({ strict: false });
ajv.addSchema(doc, 'openapi.json');
/** A body schema of the document, its `$ref` into the components resolved. */
const schemaOf = (media: string) => {
  const schema = content[media]?.schema as { $ref?: string } | undefined;
  return schema?.$ref ? { $ref: `openapi.json${schema.$ref}` } : (schema ?? {});
};

const GOOD: PurchaseForm = { name: '张三', phone: '13812345678', price: '5000', content: '想收藏这件作品' };
const FORMS: [string, PurchaseForm][] = [
  ['a valid request', GOOD],
  ['the longest name', { ...GOOD, name: '欧阳小明' }],
  ['the most digits', { ...GOOD, price: '999999999' }],
  ['the longest message', { ...GOOD, content: '字'.repeat(150) }],
  ['no name', { ...GOOD, name: undefined }],
  ['a blank name', { ...GOOD, name: '   ' }],
  ['a name of 5 characters', { ...GOOD, name: '欧阳小明明' }],
  ['no phone', { ...GOOD, phone: undefined }],
  ['a phone of 10 digits', { ...GOOD, phone: '1381234567' }],
  ['a phone of 12 digits', { ...GOOD, phone: '138123456789' }],
  ['a phone starting 12', { ...GOOD, phone: '12812345678' }],
  ['no price', { ...GOOD, price: undefined }],
  ['a price of 10 digits', { ...GOOD, price: '1000000000' }],
  ['a price with a comma', { ...GOOD, price: '12,000' }],
  ['a price with a decimal point', { ...GOOD, price: '1.5' }],
  ['no message', { ...GOOD, content: undefined }],
  ['a blank message', { ...GOOD, content: ' ' }],
  ['a message of 151 characters', { ...GOOD, content: '字'.repeat(151) }],
];

describe('collection/applyBuy: the rule and the document’s schema', () => {
  it('are both there: every field the rule needs is required by the schema', () => {
    for (const media of ['application/json', 'application/x-www-form-urlencoded']) {
      const ref = (content[media]?.schema as { $ref?: string } | undefined)?.$ref ?? '';
      expect(ref, media).toBe('#/components/schemas/CollectionApplyBuyBody');
    }
    expect(doc.components.schemas.CollectionApplyBuyBody).toMatchObject({
      required: ['goods_id', 'name', 'phone', 'price', 'content'],
    });
  });

  it.each(FORMS)('agree on %s', (_, form) => {
    const request = { goods_id: 1, ...Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) };
    const ruleSays = purchaseProblem(form) === null;
    for (const media of ['application/json', 'application/x-www-form-urlencoded']) {
      const validate = ajv.compile(schemaOf(media));
      expect([media, validate(request)]).toEqual([media, ruleSays]);
    }
  });
});
