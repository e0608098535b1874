// The type names a path-based generator (orval) makes from the committed OpenAPI document are
// unique, by its naming rule on the generous side: a type `<Parent><Property>` for every property
// (or parameter) whose schema is not a plain scalar (an enum, an inline object, a union, a list
// of such), `<Operation>Params`, `<Operation>Body` and `<Operation><Status>` for every operation
// (a union with null counts). It names the clash before a component is added; the clients
// themselves are generated, compiled and run in generated-clients.test.ts.
import { describe, expect, it } from 'vitest';
import { committedDocument, type Document, type Schema } from './openapi-shape.ts';

/** orval's `pascal`: words split at non-letters and at lower-to-upper steps, each capitalised. */
const pascal = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** Whether a generator gives the schema a type of its own (not a scalar, not a reference). */
const namedType = (schema: Schema | undefined): boolean =>
  Boolean(
    schema &&
      !schema.$ref &&
      (schema.enum || schema.properties || schema.anyOf || schema.oneOf || schema.allOf || namedType(schema.items)),
  );

/** Every type name the generator could make, with where each comes from. */
function generatedNames(doc: Document): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const add = (name: string, from: string) => names.set(name, [...new Set([...(names.get(name) ?? []), from])]);
  /** a schema's properties (and those of its inline parts) named after the schema's own name */
  const walk = (schema: Schema | undefined, name: string, from: string) => {
    if (!schema || schema.$ref) return;
    for (const [property, child] of Object.entries(schema.properties ?? {})) {
      if (namedType(child)) add(`${name}${pascal(property)}`, `${from}.${property}`);
      walk(child, `${name}${pascal(property)}`, `${from}.${property}`);
    }
    if (schema.items) walk(schema.items, `${name}Item`, `${from}[]`);
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(part, name, from);
  };
  for (const [id, schema] of Object.entries(doc.components.schemas)) {
    add(pascal(id), `#/components/schemas/${id}`);
    walk(schema, pascal(id), id);
  }
  for (const methods of Object.values(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const name = pascal(op.operationId);
      const from = `${method} ${op.operationId}`;
      if (op.parameters?.length) add(`${name}Params`, `${from} parameters`);
      for (const parameter of op.parameters ?? [])
        if (namedType(parameter.schema)) add(`${name}${pascal(parameter.name)}`, `${from} ${parameter.name}`);
      const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      // a body that is a component is named after it
      if (body && !body.$ref) {
        add(`${name}Body`, `${from} body`);
        walk(body, `${name}Body`, `${from} body`);
      }
      for (const status of Object.keys(op.responses)) add(`${name}${pascal(status)}`, `${from} ${status}`);
    }
  }
  return names;
}

const duplicates = (names: Map<string, string[]>) =>
  [...names].filter(([, from]) => from.length > 1).map(([name, from]) => `${name}: ${from.join(', ')}`);

describe('the OpenAPI document for code generators', () => {
  it('gives every type a path-based generator makes a name of its own', () => {
    expect(duplicates(generatedNames(committedDocument()))).toEqual([]);
  });

  it('finds a name made twice (the check can fail)', () => {
    const doc: Document = {
      components: {
        schemas: {
          Me: { properties: { artist_id: { enum: [1, 2] } } },
          MeArtist: { properties: { id: { anyOf: [{ type: 'integer' }, { type: 'null' }] } } },
        },
      },
      paths: {},
    };
    expect(duplicates(generatedNames(doc))).toEqual(['MeArtistId: Me.artist_id, MeArtist.id']);
  });
});
