// The records the contract cases name. By default they are the mock's own seed records; every
// one of them has a role, listed in fixture-roles.ts (treasure 1 is the showcase, 2 is not for
// sale...). Against another server, CONTRACT_FIXTURES names a JSON file that maps a mock record
// to one of that server's records playing the same role, for example
//   { "goods": { "1": 5120, "5": 5133 }, "artists": { "101": 88 }, "codes": { "WC202600001": "TC202400017" } }
// A record the file does not map keeps the mock's value. `npm run contract:fixtures` prints the
// template of the whole file, with what each record must be.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { type RecordKind, ROLES } from './fixture-roles.ts';

const TEMPLATE_LEFT = 'still the template’s description: replace it by the id of such a record, or remove the line';
const idMap = z.record(
  z.string().regex(/^\d+$/),
  z.union([z.number().int().positive(), z.string().transform((_, ctx) => ctx.addIssue(TEMPLATE_LEFT) as never)]),
);
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

export type FixtureFile = { [K in RecordKind]?: Record<string, number> } & { codes?: Record<string, string> };

export function readFixtures(file = process.env.CONTRACT_FIXTURES): FixtureFile {
  if (!file) return {};
  const parsed = fixtureFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`CONTRACT_FIXTURES (${file}) is not a fixture file: ${parsed.error.message}`);
  return parsed.data as FixtureFile;
}

/** The template of CONTRACT_FIXTURES: every record the cases name, with what it must be. */
export function fixtureTemplate(): string {
  return `${JSON.stringify(ROLES, null, 2)}\n`;
}

const fixtures = readFixtures();

/** How many times the cases named a record so far (a case that names none is not a lookup). */
let named = 0;
export const namedSoFar = () => named;

const mapped = (kind: RecordKind) => (id: number) => {
  if (!(String(id) in ROLES[kind])) throw new Error(`${kind} ${id} has no role in tests/contract/fixture-roles.ts`);
  named++;
  return fixtures[kind]?.[String(id)] ?? id;
};

/** A treasure: the target's record playing mock treasure `id`'s role. */
export const g = mapped('goods');
/** A master, collector or institution. */
export const a = mapped('artists');
/** A derivative item. */
export const dv = mapped('derivatives');
/** One of the master persona's authorisations. */
export const auth = mapped('authorisations');
/** A news item. */
export const news = mapped('news');
/** A work submission. */
export const work = mapped('works');
/** A user account. */
export const user = mapped('users');
/** An AI voice pricing rule. */
export const audioRule = mapped('audioRules');
/** A treasure code, hash, derivative or salesman code, a name, phone number, seal or sensitive word. */
export const code = (value: keyof typeof ROLES.codes) => {
  named++;
  return fixtures.codes?.[value] ?? value;
};
/** An id that exists nowhere: lookups of it answer "not found". */
export const UNKNOWN_ID = 999999;
/** Whether CONTRACT_FIXTURES maps anything (the summary's hint when most lookups find nothing). */
export const fixturesGiven = Boolean(process.env.CONTRACT_FIXTURES);
