// The drift report: the contract suite, run once against each of two servers with
// CONTRACT_RECORD=<file>, records what every case got back; `npm run contract:drift -- a.json
// b.json` compares the cases that ran on both sides (status and code, the values the spec fixes,
// and the answer's shape: fields on one side only, fields whose type differs). Each difference
// is marked [spec] (what the spec states differs) or [mock] (the mock's own choice,
// contract/answer-tiers.ts); a difference seen in many cases (the envelope's `time`) is one line.
import { fieldTier, type Tier } from '../../contract/answer-tiers.ts';
import { allCalls } from '../../contract/calls.ts';

/** The shape of a JSON value: each path (`data.list[].id`) with its type. */
export type Shape = Record<string, string>;

export type RecordedCase = {
  call: string;
  case: string;
  method: string;
  path: string;
  status: number;
  code?: number;
  msg?: string;
  shape: Shape;
  /** the values of the fields whose values the spec fixes (flags, states, genders), by path */
  values?: Record<string, string>;
  /** a refusal: the code the case expects, and whose it is */
  expected?: { code: number; tier: Tier };
};
/** One request of a case and its answer, as a live check of the same answers would see them. */
export type RecordedExchange = {
  case: string;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** who sent it: a persona, 'no token' or 'a forged token' */
  as: string;
  lang?: string;
  status: number;
  /** the parsed JSON answer, or its text */
  answer: unknown;
};
/** `exchanges`: every request of the run in order (what a live check of its answers sees). */
export type Recording = { base: string; cases: RecordedCase[]; exchanges?: RecordedExchange[] };

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * `maps` lists the paths of maps (the contract's records, such as `data.spread_info`): their
 * keys differ between servers, so their values are one path, `data.spread_info{}`.
 */
export function shapeOf(value: unknown, path = '', into: Shape = {}, maps: readonly string[] = []): Shape {
  const type = typeOf(value);
  const seen = into[path];
  into[path] = seen && seen !== type ? [...new Set([...seen.split('|'), type])].sort().join('|') : type;
  if (type === 'array') for (const item of value as unknown[]) shapeOf(item, `${path}[]`, into, maps);
  if (type === 'object') {
    const isMap = maps.includes(path);
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      shapeOf(child, isMap ? `${path}{}` : path ? `${path}.${key}` : key, into, maps);
    }
  }
  if (!path) delete into[''];
  return into;
}

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  valueType?: unknown;
  element?: unknown;
  options?: unknown[];
};
/** The paths of the maps (`z.record`) of a schema, as shapeOf names them (lists as `[]`). */
export function mapPathsOf(schema: unknown, path = 'data', into: string[] = []): string[] {
  const def = (schema as { _zod?: { def: Def } })?._zod?.def;
  if (!def) return into;
  if (def.type === 'record') {
    into.push(path);
    mapPathsOf(def.valueType, `${path}{}`, into);
  }
  if (def.type === 'object')
    for (const [key, child] of Object.entries(def.shape ?? {})) mapPathsOf(child, `${path}.${key}`, into);
  if (def.type === 'array') mapPathsOf(def.element, `${path}[]`, into);
  if (def.innerType) mapPathsOf(def.innerType, path, into);
  for (const option of def.options ?? []) mapPathsOf(option, path, into);
  return into;
}

/**
 * Fields whose values the spec fixes (0/1 flags, states, "2 means…", gender 0/1): the drift
 * report compares their values, not only their types. Ids, names and counts differ between any
 * two servers and are left out.
 */
const VALUE_FIELDS = new Set([
  'gender',
  'type',
  'status',
  'audio_status',
  'audio_type',
  'detail_status',
  'is_can_buy',
  'is_save',
  'is_like',
  'is_rare',
  'is_recommend',
  'is_artist',
  'is_collector_inst',
  'follow_status',
  'save_status',
  'pay_status',
  'hasMorePages',
  'compete_status',
  'can_more_help',
  'infoStatus',
  'auth',
]);
/** Calls whose success message the spec fixes (nt's 'success', checkGoodsType's 'goods'). */
const MESSAGE_FIXED = new Set(['auth.nt', 'goods.checkType']);

/** A value as the spec reads it: true and "1" are 1, "0" and false are 0. */
const asSpecReads = (value: unknown) =>
  typeof value === 'boolean' ? +value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? +value : value;

/** The values of the fields of VALUE_FIELDS, by path (a list's items merged, sorted). */
export function valuesOf(value: unknown, path = '', into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) for (const item of value) valuesOf(item, `${path}[]`, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (VALUE_FIELDS.has(key) && (child === null || typeof child !== 'object')) {
        const seen = into[childPath]?.split('|') ?? [];
        into[childPath] = [...new Set([...seen, JSON.stringify(asSpecReads(child))])].sort().join('|');
      } else valuesOf(child, childPath, into);
    }
  }
  return into;
}

export type Difference = { tier: Tier; text: string };

export type CaseDrift = {
  call: string;
  case: string;
  /** what differs, or [] when both answered alike */
  differences: Difference[];
  /** the case ran on one side only */
  onlyIn?: 'A' | 'B';
};

/**
 * Paths of one side only, folded: a path whose parent is on that side only is counted under
 * it (a map or a long subtree is one line), and the parts of a list's items under the list.
 */
function fold(paths: string[]): { path: string; text: string }[] {
  const set = new Set(paths);
  const parentOf = (path: string) => path.replace(/(\[\]|\{\}|\.[^.[\]{}]+)$/, '');
  const top = paths.filter((path) => {
    const parent = parentOf(path);
    return parent === path || parent === '' || !set.has(parent);
  });
  return top.map((path) => {
    const under = paths.filter((p) => p !== path && (p.startsWith(`${path}.`) || p.startsWith(`${path}[]`))).length;
    return { path, text: under ? `${path} (and ${under} fields under it)` : path };
  });
}

const SCALARS = new Set(['number', 'string', 'boolean']);
/** The tier of a field on one side only, or (`ofType`) of a change of what it holds. */
type TierOf = (path: string, ofType?: boolean) => Tier;

/**
 * Compares two shapes: paths on one side only (folded), and paths whose type differs. A field
 * the spec lists on one side only, or changed beyond the JSON type of a value, is [spec].
 */
export function compareShapes(a: Shape, b: Shape, tierOf: TierOf = () => 'mock'): Difference[] {
  const out: Difference[] = [];
  const changed = Object.keys(a).filter((path) => path in b && a[path] !== b[path]);
  const under = (path: string, parent: string) =>
    path.startsWith(`${parent}.`) || path.startsWith(`${parent}[]`) || path.startsWith(`${parent}{}`);
  // fields under a value whose type changed (null in A, an object in B) are counted on its line
  const beneath = (path: string) => changed.some((parent) => under(path, parent));
  const onlyA = Object.keys(a).filter((path) => !(path in b));
  const onlyB = Object.keys(b).filter((path) => !(path in a));
  for (const path of changed) {
    const [inA, inB] = [onlyA, onlyB].map((side) => side.filter((p) => under(p, path)).length);
    const more = [inA && `${inA} fields under it in A only`, inB && `${inB} in B only`].filter(Boolean).join(', ');
    // a value for another of its JSON type (5 and "5.00"), or an empty one (null), is not a break
    const types = new Set([...(a[path] ?? '').split('|'), ...(b[path] ?? '').split('|')].filter((t) => t !== 'null'));
    const kinds = new Set([...types].map((type) => (SCALARS.has(type) ? 'scalar' : type)));
    out.push({
      tier: kinds.size > 1 ? tierOf(path, true) : 'mock',
      text: `${path}: ${a[path]} in A, ${b[path]} in B${more ? ` (and ${more})` : ''}`,
    });
  }
  for (const [side, paths] of [
    ['A', onlyA],
    ['B', onlyB],
  ] as const)
    for (const { path, text } of fold(paths.filter((p) => !beneath(p))))
      out.push({ tier: tierOf(path), text: `only in ${side}: ${text}` });
  return out;
}

/** Compares the values of the fields whose values the spec fixes, where both sides have them (the records differ: [mock]). */
export function compareValues(a: Record<string, string> = {}, b: Record<string, string> = {}): Difference[] {
  return Object.keys(a)
    .filter((path) => path in b && a[path] !== b[path])
    .map((path) => ({ tier: 'mock' as const, text: `${path}: ${a[path]} in A, ${b[path]} in B` }));
}

/** The tiers of the fields of a case's answers: a refusal's are its code and message alone. */
const tiersOf =
  (c: RecordedCase): TierOf =>
  (path, ofType) => {
    const call = allCalls.find((x) => x.id === c.call);
    if (!call || (c.expected && path !== 'code' && path !== 'msg')) return 'mock';
    return fieldTier(call, path, { ofType });
  };

/** A call the spec does not list (or only its screen), without a route on a side: where, or undefined. */
function routeMissing(a: RecordedCase, b: RecordedCase): string | undefined {
  if (!allCalls.find((x) => x.id === a.call)?.provisional) return undefined;
  const sides = [a.status === 404 && 'A', b.status === 404 && 'B'].filter(Boolean);
  return sides.length ? sides.join(' and ') : undefined;
}

export function compareRecordings(a: Recording, b: Recording): CaseDrift[] {
  const key = (c: RecordedCase) => `${c.call} ${c.case}`;
  const inB = new Map(b.cases.map((c) => [key(c), c]));
  const inA = new Map(a.cases.map((c) => [key(c), c]));
  const drifts: CaseDrift[] = [];
  for (const ca of a.cases) {
    const cb = inB.get(key(ca));
    if (!cb) {
      drifts.push({ call: ca.call, case: ca.case, differences: [], onlyIn: 'A' });
      continue;
    }
    const missing = routeMissing(ca, cb);
    if (missing) {
      const text = `no such route in ${missing} (HTTP 404)`;
      drifts.push({ call: ca.call, case: ca.case, differences: [{ tier: 'mock', text }] });
      continue;
    }
    const differences: Difference[] = [];
    // the spec gives an HTTP status only for 429; a success's code 0 and a refusal's code where the case says so
    if (ca.status !== cb.status)
      differences.push({
        tier: ca.status === 429 || cb.status === 429 ? 'spec' : 'mock',
        text: `HTTP ${ca.status} in A, ${cb.status} in B`,
      });
    if (String(ca.code) !== String(cb.code))
      differences.push({
        tier: (ca.expected ?? cb.expected)?.tier ?? 'spec',
        text: `code ${ca.code} in A, ${cb.code} in B`,
      });
    if (ca.code === 0 && MESSAGE_FIXED.has(ca.call) && ca.msg !== cb.msg)
      differences.push({ tier: 'spec', text: `msg ${JSON.stringify(ca.msg)} in A, ${JSON.stringify(cb.msg)} in B` });
    differences.push(...compareValues(ca.values, cb.values));
    differences.push(...compareShapes(ca.shape, cb.shape, tiersOf(ca.expected ? ca : cb)));
    drifts.push({ call: ca.call, case: ca.case, differences });
  }
  for (const cb of b.cases)
    if (!inA.has(key(cb))) drifts.push({ call: cb.call, case: cb.case, differences: [], onlyIn: 'B' });
  return drifts;
}

const mark = (d: Difference) => `[${d.tier}] ${d.text}`;

/**
 * The report, in markdown: the cases compared (those that ran on both sides), the differences
 * seen in many of them once each (`fold` or more cases), then a table of the cases that differ
 * in anything else. Cases alike, and cases that ran on one side only, are counted, and listed
 * only with `all` (record both sides with the same flags to have none of the latter).
 */
export function driftReport(a: Recording, b: Recording, options: { all?: boolean; fold?: number } = {}): string {
  const drifts = compareRecordings(a, b);
  const both = drifts.filter((d) => !d.onlyIn);
  const oneSided = drifts.filter((d) => d.onlyIn);
  // a difference seen in `fold` cases or more, of more than one call, is one line
  const cases = new Map<string, number>();
  const calls = new Map<string, Set<string>>();
  for (const d of both)
    for (const text of new Set(d.differences.map(mark))) {
      cases.set(text, (cases.get(text) ?? 0) + 1);
      calls.set(text, new Set([...(calls.get(text) ?? []), d.call]));
    }
  const casesOf = (text: string) => cases.get(text) ?? 0;
  const callsOf = (text: string) => [...(calls.get(text) ?? [])];
  const folded = new Set(
    [...cases.keys()].filter((text) => casesOf(text) >= (options.fold ?? 3) && callsOf(text).length > 1),
  );
  const rest = (d: CaseDrift) => d.differences.filter((x) => !folded.has(mark(x)));
  const alike = both.filter((d) => d.differences.length === 0);
  const foldedOnly = both.filter((d) => d.differences.length > 0 && rest(d).length === 0);
  const differing = both.filter((d) => rest(d).length > 0);
  const bySpec = both.filter((d) => d.differences.some((x) => x.tier === 'spec'));
  const lines = [
    '# Contract drift',
    '',
    `A: ${a.base}  `,
    `B: ${b.base}`,
    '',
    `${both.length} cases ran on both sides: ${alike.length} alike, ${foldedOnly.length} alike but for the differences seen in many cases, ${differing.length} with differences of their own; ${bySpec.length} differ in what the spec states ([spec]), the others only in the mock’s own choices ([mock]).`,
  ];
  if (oneSided.length)
    lines.push(
      `${oneSided.length} ran on one side only (skipped on the other: record both with the same flags${options.all ? '' : '; --all lists them'}).`,
    );
  if (folded.size) {
    lines.push('', '## In many cases', '');
    for (const text of [...folded].sort((x, y) => casesOf(y) - casesOf(x))) {
      const where = casesOf(text) === both.length ? 'every case' : `${casesOf(text)} cases`;
      const of = callsOf(text).length <= 3 ? `: ${callsOf(text).join(', ')}` : '';
      lines.push(`- ${text} (${where}${of})`);
    }
  }
  const rows = options.all ? drifts : differing;
  if (rows.length) {
    lines.push('', '## Case by case', '', '| call | case | differences |', '| --- | --- | --- |');
    for (const d of [...rows].sort((x, y) => x.call.localeCompare(y.call))) {
      const result = d.onlyIn
        ? `ran only against ${d.onlyIn}`
        : rest(d).length
          ? rest(d).map(mark).join('<br>')
          : d.differences.length
            ? 'only the differences seen in many cases'
            : 'alike';
      lines.push(`| ${d.call} | ${d.case} | ${result} |`);
    }
  }
  return lines.join('\n');
}
