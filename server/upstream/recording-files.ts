// A recording on disk: one JSON file per exchange, in folders that mirror the API's paths
// (`goods/info/GET-3f2a9c1d0b7e.json`), named by a hash of the request's key so that the same
// request finds its file instead of piling up copies. Written whole or not at all (a temporary
// file renamed); rewritten only when what the backend said changed (decision 71).
//
// Read back without blocking the server and without following a symbolic link (decision 72):
// only files named as exchanges are read (`<METHOD>-<12 hex>.json`), a few at a time, and a
// problem names only such a file; any other file of the folder is never opened nor named.
import { createHash } from 'node:crypto';
import { constants, type Dirent } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Exchange, matchKey, meaningOf, type RecordedAnswer } from './exchange.ts';
import { checkExchange } from './exchange-file.ts';

/** The name of an exchange's file: its method and a hash of its request's key. */
const EXCHANGE_NAME = /^[A-Z]{3,7}-[0-9a-f]{12}\.json$/;
/** What a recording may hold: folders deep, exchange files, entries looked at, bytes a file. */
export const LIMITS = { depth: 24, files: 100_000, entries: 400_000, fileBytes: 16 * 1024 * 1024 };
/** Files read at once. */
const AT_ONCE = 16;

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

async function recorded(file: string): Promise<Exchange | null> {
  try {
    const read = checkExchange(JSON.parse(await readFile(file, 'utf8')));
    return 'exchange' in read ? read.exchange : null;
  } catch {
    return null;
  }
}

/**
 * The answers of a file once `answer` is the `nth` (from 1): the ones before it kept (the last
 * repeated up to it), the ones after it kept, and a run of the same answer at the end written once.
 * An answer that means what the one in its place meant leaves that one as it was.
 */
export function answersWith(
  before: readonly RecordedAnswer[],
  answer: RecordedAnswer,
  nth: number,
  volatile: readonly string[],
): RecordedAnswer[] {
  const answers = [...before];
  while (answers.length < nth - 1) answers.push(answers.at(-1) ?? answer);
  const now = answers[nth - 1];
  if (!now || meaningOf(now, volatile) !== meaningOf(answer, volatile)) answers[nth - 1] = answer;
  while (
    answers.length > 1 &&
    meaningOf(answers.at(-1) as RecordedAnswer, volatile) === meaningOf(answers.at(-2) as RecordedAnswer, volatile)
  )
    answers.pop();
  return answers;
}

const sameMeaning = (a: Exchange, b: Exchange, volatile: readonly string[]) =>
  a.call === b.call &&
  JSON.stringify(a.request) === JSON.stringify(b.request) &&
  a.answers.length === b.answers.length &&
  a.answers.every((answer, at) => meaningOf(answer, volatile) === meaningOf(b.answers[at] as RecordedAnswer, volatile));

let written = 0;
/**
 * Writes `exchange`'s one answer as the `nth` answer to its request, into the file of that request
 * (made if missing); the file is left untouched when nothing it means changed. Its path.
 */
export async function writeExchange(dir: string, exchange: Exchange, nth = 1): Promise<string> {
  const file = fileOf(dir, exchange);
  const before = await recorded(file);
  const volatile = [...new Set([...(before?.volatile ?? []), ...(exchange.volatile ?? [])])];
  const answers = answersWith(before?.answers ?? [], exchange.answers[0] as RecordedAnswer, nth, volatile);
  const next: Exchange = { ...exchange, answers, ...(volatile.length ? { volatile } : {}) };
  if (before && sameMeaning(before, next, volatile) && (before.volatile ?? []).length === volatile.length) return file;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${++written}.tmp`;
  await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
  await rename(temporary, file);
  return file;
}

/** A folder that cannot be read as a recording: why, in words for the log and the refusal. */
export class RecordingError extends Error {}

type Found = { path: string; name: string };

/** The exchange files under `folder`, by their path from it; symbolic links are neither followed nor listed. */
async function exchangeFiles(folder: string): Promise<Found[]> {
  const found: Found[] = [];
  let entries = 0;
  const walk = async (dir: string, name: string, depth: number) => {
    let list: Dirent[];
    try {
      list = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      throw new RecordingError(`${name || '.'} cannot be read (${(error as NodeJS.ErrnoException).code})`);
    }
    entries += list.length;
    if (entries > LIMITS.entries)
      throw new RecordingError(`it holds more than ${LIMITS.entries} entries: is it a recording?`);
    for (const entry of list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const inner = name ? `${name}/${entry.name}` : entry.name;
      if (entry.isDirectory() && depth < LIMITS.depth) await walk(join(dir, entry.name), inner, depth + 1);
      else if (entry.isFile() && EXCHANGE_NAME.test(entry.name))
        found.push({ path: join(dir, entry.name), name: inner });
    }
    if (found.length > LIMITS.files) throw new RecordingError(`it holds more than ${LIMITS.files} exchanges`);
  };
  await walk(folder, '', 0);
  return found;
}

/** One exchange file, read without following a link, at most LIMITS.fileBytes. */
async function readOne({ path, name }: Found): Promise<{ exchange: Exchange } | { problem: string }> {
  let text: string;
  try {
    const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const { size } = await handle.stat();
      if (size > LIMITS.fileBytes) return { problem: `${name}: over ${LIMITS.fileBytes / 1024 / 1024} MB` };
      text = await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    return { problem: `${name}: cannot be read (${(error as NodeJS.ErrnoException).code})` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `${name}: not JSON (${(error as Error).message})` };
  }
  const checked = checkExchange(parsed);
  return 'exchange' in checked ? checked : { problem: `${name}: ${checked.problem}` };
}

/** What the exchange files of a folder hold and when they last changed: a recording read again only when this differs. */
export async function recordingSignature(folder: string): Promise<{ files: Found[]; signature: string }> {
  const files = await exchangeFiles(folder);
  const hash = createHash('sha256');
  await inTurns(files, async ({ path, name }) => {
    const stat = await lstat(path).catch(() => null);
    return `${name} ${stat?.size} ${stat?.mtimeMs}`;
  }).then((lines) => {
    for (const line of lines) hash.update(`${line}\n`);
  });
  return { files, signature: hash.digest('hex') };
}

/** Every exchange of the files found in a folder; throws naming the exchange files that do not read. */
export async function readExchanges(folder: string, files?: Found[]): Promise<Exchange[]> {
  let isFolder = false;
  try {
    isFolder = (await lstat(folder)).isDirectory();
  } catch {}
  if (!isFolder) throw new RecordingError(`${folder} is not a folder`);
  const read = await inTurns(files ?? (await exchangeFiles(folder)), readOne);
  const problems = read.flatMap((one) => ('problem' in one ? [one.problem] : []));
  if (problems.length)
    throw new RecordingError(
      `${problems.length} exchange file${problems.length > 1 ? 's do' : ' does'} not read: ${problems.slice(0, 5).join('; ')}`,
    );
  return read.flatMap((one) => ('exchange' in one ? [one.exchange] : []));
}

/** `work` on each item, AT_ONCE at a time, the results in the items' order. */
async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}
