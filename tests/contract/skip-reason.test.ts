import { describe, expect, it } from 'vitest';
import { skipReason } from './skip-reason.ts';

const foreign = { base: 'http://backend.test', provisional: false, write: false, tokens: { 'demo-master': 't' } };
const nt = { provisional: false, specListed: 'its screen', writes: true };
const ntCase = (value: string | undefined) => ({
  writes: false,
  persona: null,
  readOnlyWith: { variable: 'CONTRACT_NT_CODE', value },
});

describe('skipReason', () => {
  it('runs every case on the in-process mock', () => {
    expect(skipReason({ ...foreign, base: undefined }, nt, ntCase(undefined))).toBeNull();
  });

  it('skips a case whose request comes from a variable left unset, even with writes allowed', () => {
    expect(skipReason(foreign, nt, ntCase(undefined))).toMatch(/^needs CONTRACT_NT_CODE/);
    expect(skipReason({ ...foreign, write: true }, nt, ntCase(undefined))).toMatch(/^needs CONTRACT_NT_CODE/);
  });

  it('runs that case once the variable is given, in a read-only run too', () => {
    expect(skipReason(foreign, nt, ntCase('fresh-code'))).toBeNull();
    expect(skipReason({ ...foreign, write: true }, nt, ntCase('fresh-code'))).toBeNull();
  });

  it('skips other writing calls without CONTRACT_WRITE, and a persona without its token', () => {
    expect(skipReason(foreign, nt, { writes: false, persona: null })).toMatch(/CONTRACT_WRITE=1/);
    expect(skipReason({ ...foreign, write: true }, nt, { writes: false, persona: null })).toBeNull();
    const read = { provisional: false, specListed: 'its screen', writes: false };
    expect(skipReason(foreign, read, { writes: false, persona: 'demo-visitor' })).toMatch(/API_TOKEN_DEMO_VISITOR/);
    expect(skipReason(foreign, read, { writes: false, persona: 'demo-master' })).toBeNull();
  });
});
