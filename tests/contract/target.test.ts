// The suite's plumbing for a foreign server: whose token goes with a case, which calls write,
// and how a failing case shows its requests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseOf, callOf, describeExchange, readTokens, tokenVariable } from './target.ts';

describe('tokens per persona', () => {
  it('takes API_TOKEN as the master’s, API_TOKEN_<PERSONA> for the others, and a JSON file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
    writeFileSync(join(dir, 't.json'), JSON.stringify({ 'demo-visitor': 'v-file', 'demo-assistant': 'as-file' }));
    const tokens = readTokens({
      API_TOKEN: 'master',
      API_TOKEN_DEMO_COLLECTOR: 'collector',
      API_TOKEN_DEMO_ASSISTANT: 'as-env',
      CONTRACT_TOKENS: join(dir, 't.json'),
    });
    expect(tokens).toEqual({
      'demo-master': 'master',
      'demo-collector': 'collector',
      'demo-visitor': 'v-file',
      'demo-assistant': 'as-env',
    });
    expect(tokenVariable('demo-salesman-basic')).toBe('API_TOKEN_DEMO_SALESMAN_BASIC');
  });

  it('takes a token a tokens file writes as a number (a numeric session) as its text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
    writeFileSync(join(dir, 't.json'), JSON.stringify({ 'demo-master': 880001, 'demo-visitor': '' }));
    expect(readTokens({ CONTRACT_TOKENS: join(dir, 't.json') })).toEqual({ 'demo-master': '880001' });
  });

  it('says which setting names a file it cannot read', () => {
    expect(() => readTokens({ CONTRACT_TOKENS: '/no/such/tokens.json' })).toThrow(
      /^CONTRACT_TOKENS \(\/no\/such\/tokens\.json\) cannot be read as JSON: ENOENT/,
    );
  });

  it('lets an explicit demo-master token win over API_TOKEN', () => {
    expect(readTokens({ API_TOKEN: 'old', API_TOKEN_DEMO_MASTER: 'new' })['demo-master']).toBe('new');
  });
});

describe('API_BASE_URL', () => {
  it('may carry a path prefix, and a trailing /api is not doubled', () => {
    expect(baseOf('https://host/v2')).toBe('https://host/v2');
    expect(baseOf('https://host/v2/')).toBe('https://host/v2');
    expect(baseOf('https://host/v2/api/')).toBe('https://host/v2');
    expect(baseOf('https://host')).toBe('https://host');
    expect(baseOf('')).toBeUndefined();
  });
});

describe('calls that write', () => {
  it('are found by method and path, path parameters included', () => {
    expect(callOf('POST', '/api/goods/like')?.writes).toBe(true);
    expect(callOf('GET', '/api/goods/share/5')?.writes).toBe(true);
    expect(callOf('POST', '/api/upload/image')?.writes).toBe(true);
    expect(callOf('GET', '/api/goods/info?data=x')?.writes).toBeFalsy();
    expect(callOf('POST', '/api/artist/getFollowStatus')?.writes).toBeFalsy();
    expect(callOf('GET', '/api/no/such/call')).toBeUndefined();
  });
});

describe('a failing case', () => {
  it('shows each request as a curl command without the token, who sent it, and the answer', () => {
    const text = describeExchange({
      request: { method: 'POST', path: '/api/goods/editSave', body: { goods_id: 7 }, token: 'secret-token' },
      as: 'demo-collector',
      url: 'https://api.example.com/api/goods/editSave',
      answer: { status: 403, contentType: 'application/json', body: {}, text: '{"code":403,"msg":"no"}' },
    });
    expect(text).toContain("curl -X POST 'https://api.example.com/api/goods/editSave'");
    expect(text).toContain('<token of demo-collector>');
    expect(text).toContain(`--data '{"goods_id":7}'`);
    expect(text).toContain('HTTP 403');
    expect(text).not.toContain('secret-token');
  });
});

describe('a refusal whose message the spec gives', () => {
  it('is asked for in English, the spec’s language, and the curl command says so', () => {
    const text = describeExchange({
      request: { method: 'POST', path: '/api/goods/like', body: { data: 'x' }, lang: 'en' },
      as: 'demo-master',
      url: 'https://api.example.com/api/goods/like',
    });
    expect(text).toContain("-H 'lang: en' -H 'accept-language: en'");
  });
});
