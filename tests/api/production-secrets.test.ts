import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { withGeneratedSecrets } from '../../server/generated-secrets.ts';
import { createTokens } from '../../server/services/tokens.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OWN = {
  JWT_SECRET: '3f9c1a7e5b2d8064c4e1a9b7d3f5026e8a1c4b7d9e0f2a6c',
  ENCRYPTION_KEY: 'b8e2d4f6a1c3e5079d2b4f6a8c0e1d3f5a7b9c2e4d6f8a0b',
};
const development = readConfig({ NODE_ENV: 'development' });

describe('the published development secrets', () => {
  it('cannot sign a token that a production server accepts: production refuses to start with them', () => {
    const forged = jwt.sign({ sub: '1' }, development.jwtSecret, { algorithm: 'HS256' });
    expect(createTokens(development.jwtSecret, '7d').verify(forged)).not.toBeNull();
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET and ENCRYPTION_KEY/);
    expect(() =>
      readConfig({ NODE_ENV: 'production', JWT_SECRET: development.jwtSecret, ENCRYPTION_KEY: OWN.ENCRYPTION_KEY }),
    ).toThrow(/Set JWT_SECRET in production/);
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: OWN.JWT_SECRET, ENCRYPTION_KEY: '' })).toThrow(
      /Set ENCRYPTION_KEY in production/,
    );
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'change-me-please-0123456789',
        ENCRYPTION_KEY: OWN.ENCRYPTION_KEY,
      }),
    ).toThrow(/JWT_SECRET/);
    const own = readConfig({ NODE_ENV: 'production', ...OWN });
    expect(createTokens(own.jwtSecret, '7d').verify(forged)).toBeNull();
  });

  it('stops the production server before it listens, naming the variable to set', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: OWN.JWT_SECRET, PORT: '0' },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Set ENCRYPTION_KEY in production/);
  });

  it('SECRETS_FILE generates both secrets once, keeps them private and reuses them', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'data', 'secrets.json');
    const first = withGeneratedSecrets({ NODE_ENV: 'production', SECRETS_FILE: file, JWT_SECRET: '' });
    expect(first.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      JWT_SECRET: first.JWT_SECRET,
      ENCRYPTION_KEY: first.ENCRYPTION_KEY,
    });
    const again = withGeneratedSecrets({ NODE_ENV: 'production', SECRETS_FILE: file });
    expect(again).toMatchObject({ JWT_SECRET: first.JWT_SECRET, ENCRYPTION_KEY: first.ENCRYPTION_KEY });
    expect(() => readConfig(again)).not.toThrow();
    expect(withGeneratedSecrets({ SECRETS_FILE: file, JWT_SECRET: OWN.JWT_SECRET }).JWT_SECRET).toBe(OWN.JWT_SECRET);
  });
});

describe('production secrets, checked harder', () => {
  it('refuses one repeated character or too few different ones, naming the variable', () => {
    expect(() => readConfig({ NODE_ENV: 'production', ...OWN, JWT_SECRET: 'a'.repeat(16) })).toThrow(
      /JWT_SECRET is too weak for production/,
    );
    expect(() => readConfig({ NODE_ENV: 'production', ...OWN, ENCRYPTION_KEY: 'abababababababababab' })).toThrow(
      /ENCRYPTION_KEY is too weak/,
    );
    // development keeps its easy values
    expect(() => readConfig({ NODE_ENV: 'development', JWT_SECRET: 'a'.repeat(16) })).not.toThrow();
  });

  it('writes the secrets file private (0600) even when it was readable by others', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'secrets.json');
    writeFileSync(file, '{}\n', { mode: 0o644 });
    chmodSync(file, 0o644);
    withGeneratedSecrets({ NODE_ENV: 'production', SECRETS_FILE: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('a malformed secrets file stops the server with one clear line, no stack trace', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'secrets.json');
    writeFileSync(file, '{"JWT_SECRET": ', { mode: 0o600 });
    expect(() => withGeneratedSecrets({ SECRETS_FILE: file })).toThrow(/SECRETS_FILE .* is not valid JSON/);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', SECRETS_FILE: file, PORT: '0' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Cannot start: SECRETS_FILE .* is not valid JSON/);
  });
});
