import { describe, expect, it } from 'vitest';
import { variablesOf } from './command.ts';

describe('the contract suite’s command', () => {
  it('sets the suite’s variables from its options, and only those given', () => {
    expect(
      variablesOf({
        base: 'https://api.example.com/v2',
        tokens: 't.json',
        fixtures: 'seed',
        write: true,
        strict: 'mock',
        only: 'goods.info,auth.me',
      }),
    ).toEqual({
      API_BASE_URL: 'https://api.example.com/v2',
      CONTRACT_TOKENS: 't.json',
      CONTRACT_FIXTURES: 'seed',
      CONTRACT_WRITE: '1',
      CONTRACT_STRICT: 'mock',
      CONTRACT_ONLY: 'goods.info,auth.me',
    });
    expect(variablesOf({})).toEqual({});
  });
});
