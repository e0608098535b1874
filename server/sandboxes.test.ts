import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { readConfig } from './config.ts';
import { type Deps, noScenario } from './deps.ts';
import { createSandboxes, type Sandboxes } from './sandboxes.ts';
import { createAttemptLimiter } from './services/attempt-limiter.ts';
import { createCipher } from './services/cipher.ts';
import { createTokens } from './services/tokens.ts';

let sandboxes: Sandboxes | undefined;
afterEach(() => sandboxes?.closeAll());

describe('createSandboxes', () => {
  it('lets a sandbox go after it has been idle too long', () => {
    const config = readConfig({ NODE_ENV: 'test' });
    const base: Deps = {
      config,
      db: openDatabase(':memory:'),
      cipher: createCipher(config.encryptionKey),
      tokens: createTokens(config.jwtSecret, config.tokenTtl),
      scenario: noScenario(),
      salesmanCodeAttempts: createAttemptLimiter(5, 60_000),
      reseed: () => {},
    };
    let now = 0;
    sandboxes = createSandboxes(base, { max: 10, idleMs: 60_000 }, () => now);
    sandboxes.get('old');
    now = 50_000;
    sandboxes.get('recent');
    now = 100_000;
    sandboxes.get('new');
    expect(sandboxes.list().map((s) => s.name)).toEqual(['recent', 'new']);
  });
});
