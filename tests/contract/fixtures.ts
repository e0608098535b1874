// The records the contract cases name. On the in-process mock they are the mock's own seed
// records; every one of them has a role, listed in fixture-roles.ts (treasure 1 is the showcase,
// 2 is not for sale...). Against another server, CONTRACT_FIXTURES names a JSON file that maps a
// mock record to one of that server's records playing the same role, for example
//   { "goods": { "1": 5120, "5": 5133 }, "artists": { "101": 88 }, "codes": { "WC202600001": "TC202400017" } }
// A record the file does not map is never sent as the mock's value: the case that names it is
// skipped, and says which key it needs (MissingFixture). `npm run contract:fixtures` prints the
// template of the whole file, each record with what it must be and which runs need it.
// CONTRACT_FIXTURES=seed says the target holds the mock's own seed (the mock's image or package):
// every record is then its own.
import { z } from 'zod';
import { type RecordKind, ROLES } from './fixture-roles.ts';
import { readJson } from './target.ts';

/** A key of the fixtures: `goods.1`, `codes.WC202600001`. */
export type FixtureKey = string;

/** What the record of `key` must be on the target. */
export const roleOf = (key: FixtureKey): string => {
  const [kind = '', id = ''] = key.split(/\.(.*)/s);
  return (ROLES as Record<string, Record<string, string>>)[kind]?.[id] ?? 'no such role';
};

/** A case named a record that CONTRACT_FIXTURES does not map: the case cannot run here. */
export class MissingFixture extends Error {
  constructor(readonly key: FixtureKey) {
    super(`needs ${key} in CONTRACT_FIXTURES (${roleOf(key)})`);
  }
}

/** CONTRACT_FIXTURES naming no file: the target holds the mock's own seed. */
const SEED = 'seed';

const idMap = z.record(z.string().regex(/^\d+$/), z.union([z.number().int().positive(), z.string()]));
const fixtureFile = z
  .object({
    /** treasures (goods ids) */
    goods: idMap,
    /** masters, collectors and institutions (artist ids) */
    artists: idMap,
    /** derivative items (goodsder ids) */
    derivatives: idMap,
    /** the master persona's authorisations */
    authorisations: idMap,
    /** news items */
    news: idMap,
    /** work submissions */
    works: idMap,
    /** user accounts (the `artist_user_id` of chooseArtist) */
    users: idMap,
    /** AI voice pricing rules (the `type_id` of order/payAudioLogs) */
    audioRules: idMap,
    /** codes, hashes, names, phone numbers, the seal and the sensitive word the cases send */
    codes: z.record(z.string(), z.string().min(1)),
  })
  .partial()
  .strict();

/** A record's id on the target: a number, or a numeric string (the spec never says which). */
export type Id = number | string;
export type FixtureFile = { [K in RecordKind]?: Record<string, Id> } & { codes?: Record<string, string> };

/** An id as a team may write it: `50001` or `"50001"`. */
const isId = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^\s*\d+\s*$/.test(value));

/**
 * A value that is still the template's text (`npm run contract:fixtures`), or any text where an
 * id belongs that is no number: not filled in, so not a mapping.
 */
const unfilled = (kind: string, id: string, value: unknown) =>
  kind === 'codes' ? typeof value === 'string' && value.endsWith(roleOf(`${kind}.${id}`)) : !isId(value);

/** CONTRACT_FIXTURES read: its mappings, and the keys whose line still holds the template's text. */
export function readFixtures(file = process.env.CONTRACT_FIXTURES): { map: FixtureFile; unfilled: FixtureKey[] } {
  if (!file || file === SEED) return { map: {}, unfilled: [] };
  const parsed = fixtureFile.safeParse(readJson('CONTRACT_FIXTURES', file));
  if (!parsed.success) throw new Error(`CONTRACT_FIXTURES (${file}) is not a fixture file: ${parsed.error.message}`);
  const map: Record<string, Record<string, unknown>> = {};
  const left: FixtureKey[] = [];
  for (const [kind, entries] of Object.entries(parsed.data))
    for (const [id, value] of Object.entries(entries ?? {})) {
      if (unfilled(kind, id, value)) left.push(`${kind}.${id}`);
      else map[kind] = { ...map[kind], [id]: typeof value === 'string' ? value.trim() : value };
    }
  return { map: map as FixtureFile, unfilled: left };
}

const given = readFixtures();
/** The keys of CONTRACT_FIXTURES still holding the template's text (the run's summary lists them). */
export const unfilledFixtures = given.unfilled;
/** Whether the mock's own records stand (the in-process mock, or a target with its seed), or every one must be mapped. */
const mapped = Boolean(process.env.API_BASE_URL) && process.env.CONTRACT_FIXTURES !== SEED;

const mappedValue = (key: FixtureKey) => {
  const [kind = '', id = ''] = key.split(/\.(.*)/s);
  return (given.map as Record<string, Record<string, Id> | undefined>)[kind]?.[id];
};
/** Whether CONTRACT_FIXTURES maps the record of `key`. */
export const isMapped = (key: FixtureKey) => !mapped || mappedValue(key) !== undefined;

/** How many times the cases named a record so far (a case that names none is not a lookup). */
let named = 0;
export const namedSoFar = () => named;
/** Where the keys named go, while a case runs or is dry-run (a dry run sends nothing: no key is missing). */
let collecting: { keys: Set<FixtureKey>; dry: boolean } | undefined;

/**
 * Runs `fn`, adding the keys of the records it names to `keys`. In a dry run every record is
 * the mock's, so that nothing is missing and the whole request can be built.
 */
export async function naming<T>(keys: Set<FixtureKey>, fn: () => T | Promise<T>, dry = false): Promise<T> {
  const outer = collecting;
  collecting = { keys, dry };
  try {
    return await fn();
  } finally {
    collecting = outer;
    for (const key of keys) outer?.keys.add(key);
  }
}

function resolve(kind: string, id: string, mock: Id): Id {
  const key = `${kind}.${id}`;
  // named as the cases are defined, it would be the mock's record whatever the fixtures say
  if (!collecting) throw new Error(`${key} is named outside a case's request or check: name it inside the function`);
  collecting.keys.add(key);
  named++;
  if (!mapped || collecting.dry) return mock;
  const value = mappedValue(key);
  if (value === undefined) throw new MissingFixture(key);
  return value;
}

/** The target's id of the record playing mock record `id`'s role, as CONTRACT_FIXTURES writes it. */
const record =
  (kind: RecordKind) =>
  (id: number): Id => {
    if (!(String(id) in ROLES[kind])) throw new Error(`${kind} ${id} has no role in tests/contract/fixture-roles.ts`);
    return resolve(kind, String(id), id);
  };

/** A treasure: the target's record playing mock treasure `id`'s role. */
export const g = record('goods');
/** A master, collector or institution. */
export const a = record('artists');
/** A derivative item. */
export const dv = record('derivatives');
/** One of the master persona's authorisations. */
export const auth = record('authorisations');
/** A news item. */
export const news = record('news');
/** A work submission. */
export const work = record('works');
/** A user account. */
export const user = record('users');
/** An AI voice pricing rule. */
export const audioRule = record('audioRules');
/** A treasure code, hash, derivative or salesman code, a name, phone number, seal or sensitive word. */
export const code = (value: keyof typeof ROLES.codes) => String(resolve('codes', value, value));
/** An id that exists nowhere: lookups of it answer "not found". */
export const UNKNOWN_ID = 999999;
