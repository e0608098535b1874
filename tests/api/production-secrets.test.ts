import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { publishedSecretsWarning, readConfig } from '../../server/config.ts';
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
    const forged = jwt.sign({ sub: '1' }, development.jwtSecret, { algorithm: 'HS256', expiresIn: '1h' });
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

  it('refuses a dictionary word with digits, however long, naming the variable', () => {
    for (const guessable of ['password1234567890', 'elephant2026elephant', 'Summer2026!Summer2026!']) {
      expect(() => readConfig({ NODE_ENV: 'production', ...OWN, JWT_SECRET: guessable })).toThrow(
        /^JWT_SECRET is too weak for production: .*no word or sequence a dictionary attack tries first/,
      );
      expect(() => readConfig({ NODE_ENV: 'production', ...OWN, ENCRYPTION_KEY: guessable })).toThrow(
        /^ENCRYPTION_KEY is too weak/,
      );
    }
    // random values pass, 64 hex characters as SECRETS_FILE makes them or 20 of a password manager
    expect(() => readConfig({ NODE_ENV: 'production', ...OWN })).not.toThrow();
    expect(() => readConfig({ NODE_ENV: 'production', ...OWN, JWT_SECRET: 'q7Vt2mXe9Lk4Wz8Rb3Np' })).not.toThrow();
  });

  it('refuses one secret for both, in any mode', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => readConfig({ NODE_ENV, JWT_SECRET: OWN.JWT_SECRET, ENCRYPTION_KEY: OWN.JWT_SECRET })).toThrow(
        /JWT_SECRET and ENCRYPTION_KEY must differ/,
      );
    }
  });

  it('makes an existing secrets file private (0600) at every start, a complete one too (an upgrade)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'secrets.json');
    writeFileSync(file, `${JSON.stringify(OWN)}\n`, { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(withGeneratedSecrets({ NODE_ENV: 'production', SECRETS_FILE: file })).toMatchObject(OWN);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // and when both secrets are set in the environment, so that the file is not even read
    chmodSync(file, 0o640);
    withGeneratedSecrets({ NODE_ENV: 'production', SECRETS_FILE: file, ...OWN });
    expect(statSync(file).mode & 0o777).toBe(0o600);
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

describe('development mode', () => {
  it('says at start that it trusts the published secrets, and not when they are your own', async () => {
    expect(publishedSecretsWarning(development)).toMatch(
      /^Warning: JWT_SECRET and ENCRYPTION_KEY are the development value published with the code: anyone .* can sign a login as any user/,
    );
    expect(publishedSecretsWarning(readConfig({ NODE_ENV: 'development', ...OWN }))).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'dev-start-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DB_FILE: join(dir, 'dev.db'),
        UPLOAD_DIR: join(dir, 'uploads'),
        LOG_LEVEL: 'silent',
      },
    });
    try {
      let said = '';
      await new Promise<void>((resolve, reject) => {
        server.stderr.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('published with the code')) resolve();
        });
        server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${said}`)));
      });
      expect(said).toMatch(/JWT_SECRET and ENCRYPTION_KEY are the development value published with the code/);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
