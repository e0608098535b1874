import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../redact.ts';
import { labelOf } from './identity.ts';
import { clean, type Redaction, scrubText } from './redaction.ts';

const redaction = (): Redaction => ({ found: new Set(), label: labelOf });

describe('a text in a recording', () => {
  it('holds no phone number, however it is written', () => {
    for (const phone of [
      '13812345678',
      '+8613712345678',
      '138-1234-5679',
      '+86 136 1234 5678',
      '+86-136-1234-5678',
      '(+86) 135 1234 5670',
      '0086 13912345678',
    ])
      expect(scrubText(`call ${phone}, thanks`, 'request', redaction()), phone).toBe(`call ${REDACTED}, thanks`);
  });

  it('keeps numbers that are no phone: ids, prices, times, a ciphertext', () => {
    for (const text of [
      '138123456789012',
      '13812345678.00',
      '1700000000000',
      'a13812345678b',
      'c2lnbmF0dXJl13812345678ZQ',
      '"10002"',
      'order 50001',
    ])
      expect(scrubText(text, 'answer', redaction()), text).toBe(text);
  });

  it('holds no secret of an address: a login code handed on names its user, a token does not stay', () => {
    expect(scrubText('/home?code=abc123xyz&state=1', 'answer', redaction())).toBe(
      `/home?code=[redacted:${labelOf('abc123xyz')}]&state=1`,
    );
    expect(scrubText('https://a.example/p?x=1&access_token=tok-123456#top', 'request', redaction())).toBe(
      'https://a.example/p?x=1&access_token=[redacted]#top',
    );
    expect(scrubText('https://a.example/detail/1?code=abc123xyz', 'request', redaction())).toBe(
      'https://a.example/detail/1?code=[redacted]',
    );
  });
});

describe('the fields of a recording', () => {
  it("keep an answer's code, and a request's login code goes", () => {
    const found = redaction();
    expect(clean({ code: '10002', msg: 'Please fill in your name' }, 'answer', found)).toEqual({
      code: '10002',
      msg: 'Please fill in your name',
    });
    expect(clean({ code: 'login-code-1' }, 'request', found)).toEqual({ code: REDACTED });
  });

  it('lose a name beside contact or bank data, and keep every other name', () => {
    expect(
      clean({ goods_id: 7, name: '张三', phone: '13812345678', treasure: { name: 'Teapot' } }, 'request', redaction()),
    ).toEqual({ goods_id: 7, name: REDACTED, phone: REDACTED, treasure: { name: 'Teapot' } });
    expect(clean({ name: '王五', bank_account: '622202' }, 'answer', redaction())).toEqual({
      name: REDACTED,
      bank_account: REDACTED,
    });
  });
});

// Every field the contract describes as contact data, found by its description in the OpenAPI
// document, is redacted where the contract puts it: in a request's body or an answer's data.
describe("the contract's contact data", () => {
  type Schema = {
    $ref?: string;
    type?: string | string[];
    properties?: Record<string, Schema>;
    items?: Schema;
    allOf?: Schema[];
    anyOf?: Schema[];
    oneOf?: Schema[];
    description?: string;
  };
  const document = JSON.parse(readFileSync('openapi/openapi.json', 'utf8')) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } } & object>>;
    components: { schemas: Record<string, Schema> };
  };
  const CONTACT =
    /(phone number|’s phone|the phone|How to reach|to reach the|name given|applicant’s name|assistant’s name|Purchase request: the name|^Bank)/i;

  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop() as string] as Schema) : schema;

  /** A value of the schema with every field filled, and the paths of the fields described as contact data. */
  function sample(schema: Schema, path: string, contact: string[], depth = 0): unknown {
    const s = resolve(schema);
    const variants = s.allOf ?? s.anyOf ?? s.oneOf;
    if (variants) {
      // every variant's fields at once
      const properties = Object.assign({}, ...variants.map((one) => resolve(one).properties ?? {}));
      if (Object.keys(properties).length) return sample({ properties }, path, contact, depth);
      return sample(variants[0] as Schema, path, contact, depth);
    }
    if (s.properties && depth < 8) {
      const value: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(s.properties)) {
        const described = inner.description ?? resolve(inner).description ?? '';
        if (CONTACT.test(described)) contact.push(`${path}.${key}`);
        value[key] = sample(inner, `${path}.${key}`, contact, depth + 1);
      }
      return value;
    }
    if (s.items) return [sample(s.items, `${path}[0]`, contact, depth + 1)];
    const type = Array.isArray(s.type) ? s.type.find((one) => one !== 'null') : s.type;
    return type === 'integer' || type === 'number' ? 1234567 : type === 'boolean' ? true : 'some text';
  }

  const at = (value: unknown, path: string) =>
    path
      .replace(/\[0\]/g, '.0')
      .split('.')
      .filter(Boolean)
      .reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

  it('is redacted in every request and answer that holds it', () => {
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const op = operation as {
          parameters?: { name: string; in: string; description?: string; schema?: Schema }[];
          requestBody?: { content: Record<string, { schema: Schema }> };
          responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
        };
        const sides: ['request' | 'answer', Schema | undefined][] = [
          ['request', Object.values(op.requestBody?.content ?? {})[0]?.schema],
          ['answer', Object.values(op.responses?.['200']?.content ?? {})[0]?.schema],
        ];
        for (const parameter of op.parameters ?? []) {
          const described = parameter.description ?? parameter.schema?.description ?? '';
          if (parameter.in !== 'query' || !(CONTACT.test(described) || /phone/i.test(parameter.name))) continue;
          const cleaned = clean({ [parameter.name]: 'some text' }, 'request', redaction());
          expect(at(cleaned, parameter.name), `${method} ${path} ?${parameter.name}`).toBe(REDACTED);
          checked.push(`${method} ${path} ?${parameter.name}`);
        }
        for (const [side, schema] of sides) {
          if (!schema) continue;
          const contact: string[] = [];
          const value = sample(schema, '', contact);
          const cleaned = clean(value, side, redaction());
          for (const field of contact) {
            expect(at(cleaned, field), `${method} ${path} ${side} ${field}`).toBe(REDACTED);
            checked.push(`${method} ${path} ${side} ${field}`);
          }
        }
      }
    // the document describes this many: a description reworded away from the pattern shows here
    expect(checked.length).toBeGreaterThanOrEqual(30);
  });
});
