// A recording on disk: one JSON file per exchange, in folders that mirror the API's paths
// (`goods/info/GET-3f2a9c1d0b7e.json`), named by a hash of the request's key so that the same
// request overwrites its file instead of piling up copies. Written whole or not at all (a
// temporary file renamed), read back and checked at start.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { type Exchange, matchKey } from './exchange.ts';
import { exchangeFile } from './exchange-file.ts';

/** The exchanges of a recording, by their request's key. */
export type Recording = ReadonlyMap<string, Exchange>;

const segment = (part: string) => (/^[\w.-]+$/.test(part) && !/^\.+$/.test(part) ? part : '_');

/** Where an exchange's file goes, under `dir`. */
export function fileOf(dir: string, exchange: Exchange): string {
  const parts = exchange.request.path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map(segment);
  const hash = createHash('sha256').update(matchKey(exchange.request)).digest('hex').slice(0, 12);
  return join(dir, ...parts, `${exchange.request.method}-${hash}.json`);
}

/** The same exchange recorded again: the file is left as it is, so a new recording shows only what changed. */
async function unchanged(file: string, exchange: Exchange): Promise<boolean> {
  try {
    const { recordedAt: _before, ...kept } = JSON.parse(await readFile(file, 'utf8')) as Exchange;
    const { recordedAt: _now, ...fresh } = exchange;
    return JSON.stringify(kept) === JSON.stringify(fresh);
  } catch {
    return false;
  }
}

let written = 0;
/** Writes the exchange's file (replacing the one of the same request, unless it holds the same); its path. */
export async function writeExchange(dir: string, exchange: Exchange): Promise<string> {
  const file = fileOf(dir, exchange);
  if (await unchanged(file, exchange)) return file;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${++written}.tmp`;
  await writeFile(temporary, `${JSON.stringify(exchange, null, 2)}\n`);
  await rename(temporary, file);
  return file;
}

/** Every `.json` file under `dir`, checked; throws naming the files that are not exchanges. */
export function readRecording(dir: string): Recording {
  let isFolder = false;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch {}
  if (!isFolder) throw new Error(`the recording ${dir} is not a folder`);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
  const problems: string[] = [];
  const exchanges: Exchange[] = [];
  for (const file of files) {
    const name = relative(dir, join(dir, file)).split(sep).join('/');
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${name}: not JSON (${(error as Error).message})`);
      continue;
    }
    const checked = exchangeFile.safeParse(parsed);
    if (checked.success) exchanges.push(checked.data);
    else {
      const issue = checked.error.issues[0];
      problems.push(`${name}: ${issue?.path.join('.') || '(the file)'}: ${issue?.message}`);
    }
  }
  if (problems.length)
    throw new Error(
      `${problems.length} file${problems.length > 1 ? 's' : ''} of ${dir} ${problems.length > 1 ? 'are' : 'is'} not a recorded exchange: ${problems.slice(0, 5).join('; ')}`,
    );
  return recordingOf(exchanges);
}

/** Exchanges by their request's key; of two for one request, the later recorded. */
export function recordingOf(exchanges: readonly Exchange[]): Recording {
  const byKey = new Map<string, Exchange>();
  for (const exchange of [...exchanges].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt)))
    byKey.set(matchKey(exchange.request), exchange);
  return byKey;
}
