// Finds the records a case file names without going through the fixture map (fixtures.ts):
// against another server such a literal names a record that is not there, or someone else's.
// tests/contract/raw-fixtures.test.ts runs it over every file of cases/.
import { ROLES } from './fixture-roles.ts';

/** The demo personas' names (the seed's, as FIXTURES of seeds/README.md gives them). */
const PERSONA_NAMES = ['李明远', '赵青', '孙伟', '陈雨', '王芳', '杭州艺术馆', 'Li Mingyuan', 'Chen Yu', 'Wang Fang'];

/** Literals that look like a seed record wherever they appear. */
const SEED_LOOKING = [
  /^WC\d{9}$/, // a treasure code
  /^[0-9a-f]{32}$/, // a blockchain hash
  /^DV\d{4}$/, // a derivative code
  /^ZB[0-9A-Z]{8}$/, // a salesman code
  /\/media\//, // a stored file (a seal, a picture)
];

/** A path of the API with a record id written into it (`/api/goods/share/7`; 0 is never a record). */
const ID_IN_PATH = /\/api\/[\w/]*\/[1-9]\d*(?:\/|$|\?)/;
/** An id field given a number (`artist_user_id: 1`). */
const NUMERIC_ID = /\b(\w*_id|id)\s*:\s*(\d+)\b/g;
const STRING_LITERAL = /(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

const CODE_KEYS = new Set(Object.keys(ROLES.codes));

function rawString(text: string): string | null {
  if (CODE_KEYS.has(text)) return `'${text}' is in the fixtures' codes: write code('${text}')`;
  if (PERSONA_NAMES.includes(text))
    return `'${text}' is a persona's name: add it to the codes and write code('${text}')`;
  if (SEED_LOOKING.some((pattern) => pattern.test(text)))
    return `'${text}' looks like a seed record: give it a role in fixture-roles.ts and go through the map`;
  if (ID_IN_PATH.test(text)) return `'${text}' writes a record id into a path: use g(), a()… inside \${}`;
  return null;
}

/** Each raw fixture literal of a case file's source, as "line n: why". */
export function rawFixtureLiterals(text: string): string[] {
  // comments say "treasure 7" or "101's" freely: blanked, keeping the line numbers
  const source = text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(STRING_LITERAL)) {
    const index = match.index ?? 0;
    // the map's own lookup: code('WC202600001')
    if (/\bcode\(\s*$/.test(source.slice(Math.max(0, index - 12), index))) continue;
    const why = rawString(match[2] ?? '');
    if (why) found.push(`line ${lineOf(index)}: ${why}`);
  }
  for (const match of source.matchAll(NUMERIC_ID)) {
    const [, field, value] = match;
    found.push(`line ${lineOf(match.index ?? 0)}: ${field}: ${value} names a record: go through the map`);
  }
  return found;
}
