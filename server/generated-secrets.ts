// SECRETS_FILE: secrets of this installation, generated on the first start and kept (mode 600)
// beside the database, so that `docker-compose up` works in production mode with nothing to
// set and tokens stay valid across restarts. A secret set in the environment always wins.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const GENERATED = ['JWT_SECRET', 'ENCRYPTION_KEY'] as const;

type Env = Record<string, string | undefined>;

/**
 * `env` with JWT_SECRET and ENCRYPTION_KEY taken from SECRETS_FILE (created when missing) where
 * unset. The file is made private (0600) at every start: one written by an older version, or
 * copied in, may be readable by others.
 */
export function withGeneratedSecrets(env: Env): Env {
  const file = env.SECRETS_FILE;
  if (file && existsSync(file)) makePrivate(file);
  if (!file || GENERATED.every((name) => env[name])) return env;
  let stored: Partial<Record<(typeof GENERATED)[number], string>> = {};
  if (existsSync(file)) stored = readStored(file);
  const missing = GENERATED.filter((name) => !stored[name]);
  if (missing.length) {
    for (const name of missing) stored[name] = randomBytes(32).toString('hex');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    makePrivate(file);
  }
  const merged = { ...env };
  for (const name of GENERATED) if (!merged[name]) merged[name] = stored[name];
  return merged;
}

/** Closes `file` to everyone but its owner; a clear error when it stays readable by others. */
function makePrivate(file: string) {
  try {
    chmodSync(file, 0o600);
  } catch (error) {
    // a read-only mount of a file that is private already is fine
    if ((statSync(file).mode & 0o077) === 0) return;
    throw new Error(
      `SECRETS_FILE ${file} is readable by others and cannot be made private (${(error as NodeJS.ErrnoException).code}): ` +
        'chmod 600 it, or give the server a file it owns',
    );
  }
}

/** The secrets kept in `file`; a clear one-line error when it is not a JSON object of strings. */
function readStored(file: string): Partial<Record<(typeof GENERATED)[number], string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`SECRETS_FILE ${file} is not valid JSON (${(error as Error).message}): fix or remove it`);
  }
  const record = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Env) : null;
  if (!record || GENERATED.some((name) => record[name] !== undefined && typeof record[name] !== 'string'))
    throw new Error(
      `SECRETS_FILE ${file} must be a JSON object of strings (JWT_SECRET, ENCRYPTION_KEY): fix or remove it`,
    );
  return parsed as Partial<Record<(typeof GENERATED)[number], string>>;
}
