import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiText } from './openapi.ts';

describe('openapi/openapi.json', () => {
  it('is the document generated from contract/ today (`npm run openapi` rewrites it)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    // a short message instead of a diff of thousands of lines
    expect(committed === openApiText(), `${OPENAPI_FILE} is stale: run \`npm run openapi\` and commit it`).toBe(true);
  });
});
