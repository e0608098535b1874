// openapi-typescript 7 as another team runs it: the OpenAPI document as TypeScript (`paths`,
// `components`, `operations`). It builds its output with the TypeScript 5 compiler API, which
// the project's TypeScript 7 does not have, hence this folder's own typescript 5 (decision 53).
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The types of `document`, as the text of a TypeScript module. */
export async function typesOf(document: object): Promise<string> {
  return astToString(await openapiTS(document as OpenAPI3));
}
