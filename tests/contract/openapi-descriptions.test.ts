// What the committed OpenAPI document says of its fields: most of them described (generated
// clients carry the descriptions as comments), in the spec's words where the spec has them, and
// every entry of contract/field-meanings.ts lands on a field.
import { describe, expect, it } from 'vitest';
import { FIELD_MEANINGS, FIELDS_IN } from '../../contract/field-meanings.ts';
import { committedDocument, resolved, type Schema } from './openapi-shape.ts';

const doc = committedDocument();
const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));

/** The parts of a schema that hold properties: itself and its anyOf / oneOf / allOf parts. */
const partsOf = (schema: Schema | undefined): Schema[] =>
  schema
    ? [schema, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(partsOf)]
    : [];

/** Every property of the document (components, bodies, encrypted payloads, answers), by where it is. */
function properties(): { at: string; property: Schema }[] {
  const found: { at: string; property: Schema }[] = [];
  const walk = (schema: Schema | undefined, at: string) => {
    for (const part of partsOf(schema)) {
      for (const [name, property] of Object.entries(part.properties ?? {})) {
        found.push({ at: `${at}.${name}`, property });
        walk(property, `${at}.${name}`);
      }
      if (part.items) walk(part.items, `${at}[]`);
    }
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) walk(schema, name);
  for (const op of operations) {
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
      walk(media.schema, `${op.operationId} body ${type}`);
    walk(op['x-encrypted-payload'], `${op.operationId} data`);
    for (const [status, response] of Object.entries(op.responses))
      walk(response.content?.['application/json']?.schema, `${op.operationId} ${status}`);
  }
  return found;
}

/** The roots a FIELDS_IN context names: a component, or an operation's body, payload and answer data. */
function rootsOf(context: string): Schema[] {
  const component = doc.components.schemas[context];
  if (component) return [component];
  const op = operations.find((o) => o.operationId === context);
  if (!op) return [];
  const success = op.responses['200']?.content?.['application/json']?.schema?.oneOf?.[0];
  return [
    ...Object.values(op.requestBody?.content ?? {}).flatMap((media) => {
      const schema = resolved(doc, media.schema);
      return schema ? [schema] : [];
    }),
    ...(op['x-encrypted-payload'] ? [op['x-encrypted-payload']] : []),
    ...(success?.properties?.data ? [success.properties.data] : []),
  ];
}

/** The properties at `path` (`a.b[].c`) under `roots`. */
function at(roots: Schema[], path: string): Schema[] {
  let nodes = roots;
  for (const step of path.split('.')) {
    const [name = '', ...lists] = step.split('[]');
    nodes = nodes.flatMap(partsOf).flatMap((node) => (node.properties?.[name] ? [node.properties[name]] : []));
    for (const _ of lists) nodes = nodes.flatMap(partsOf).flatMap((node) => (node.items ? [node.items] : []));
  }
  return nodes;
}

/** The properties a FIELDS_IN key names: its context is a component or an operation id (which has dots). */
function landings(key: string): Schema[] {
  const steps = key.split('.');
  return steps.slice(1).flatMap((_, i) => at(rootsOf(steps.slice(0, i + 1).join('.')), steps.slice(i + 1).join('.')));
}

describe('the OpenAPI document’s descriptions', () => {
  it('describe at least 60 % of the fields, and every parameter', () => {
    const all = properties();
    const described = all.filter(({ property }) => property.description);
    console.log(`${described.length} of ${all.length} fields described`);
    expect(all.length).toBeGreaterThan(700);
    expect(described.length / all.length).toBeGreaterThanOrEqual(0.6);
    const parameters = operations.flatMap((op) => op.parameters ?? []);
    expect(parameters.filter((p) => !p.description).map((p) => p.name)).toEqual([]);
  });

  it('land every entry of field-meanings.ts on a field, none of which had a description of its own', () => {
    const stray = Object.entries(FIELDS_IN)
      .filter(([key, text]) => !landings(key).some((property) => property.description === text))
      .map(([key]) => key);
    expect(stray).toEqual([]);
    const used = new Set(properties().map(({ property }) => property.description));
    const parameterTexts = new Set(operations.flatMap((op) => (op.parameters ?? []).map((p) => p.description)));
    const unused = Object.entries(FIELD_MEANINGS)
      .filter(([, text]) => !used.has(text) && ![...parameterTexts].some((said) => said?.startsWith(text)))
      .map(([name]) => name);
    expect(unused).toEqual([]);
  });

  it('use the spec’s words where the spec has them', () => {
    const said = (context: string, path: string) => at(rootsOf(context), path)[0]?.description;
    expect(said('Treasure', 'dimensional_href')).toMatch(/3D link/);
    expect(said('Treasure', 'is_can_buy')).toMatch(/1 allows purchase requests/);
    expect(said('collection.applyBuy', 'name')).toMatch(/max 4 characters/);
    expect(said('collection.applyBuy', 'content')).toMatch(/max 150 characters/);
    expect(said('collection.applyBuyStatus', 'pay_status')).toMatch(/already submitted, go to messages/);
    expect(said('goods.editSave', 'save_status')).toMatch(/1 means saved, any other value not saved/);
    expect(said('goods.audioStatus', 'audio_status')).toMatch(/2 means audio is in effect/);
    expect(said('audio.pricing', 'artist_type')).toMatch(/1 author/);
    expect(said('goods.recommend', 'hasMorePages')).toMatch(/page size 4/);
    expect(said('common.encrypt', 'data_encrypted')).toMatch(/data\.data_encrypted/);
    expect(said('auth.nt', 'token')).toMatch(/data\.token/);
  });

  it('finds an entry that lands nowhere (the check can fail)', () => {
    expect(at(rootsOf('collection.applyBuy'), 'no_such_field')).toEqual([]);
    expect(landings('goods.like.no_such_field')).toEqual([]);
    expect(landings('goods.like.total_like_num')[0]?.description).toBeTruthy();
  });
});
