// npm run openapi: writes the OpenAPI document the server serves at /api-docs/openapi.json
// (generated from contract/, refusals in the default style) to openapi/openapi.json, so that
// code generators and mock servers can be fed without starting the mock. A test fails when the
// committed file is stale (scripts/openapi.test.ts).
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../server/plugins/api-docs.ts';

export const OPENAPI_FILE = 'openapi/openapi.json';

export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`${OPENAPI_FILE} written`);
}
