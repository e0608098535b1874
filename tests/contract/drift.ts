// The drift report: the contract suite, run once against each of two servers with
// CONTRACT_RECORD=<file>, records what every case got back; `npm run contract:drift -- a.json
// b.json` compares the two recordings call by call (status and code, and the answer's shape:
// fields present on one side only, fields whose type differs).

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
};
export type Recording = { base: string; cases: RecordedCase[] };

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

/** The values of the fields of VALUE_FIELDS, by path (a list's items merged, sorted). */
export function valuesOf(value: unknown, path = '', into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) for (const item of value) valuesOf(item, `${path}[]`, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (VALUE_FIELDS.has(key) && (child === null || typeof child !== 'object')) {
        const seen = into[childPath]?.split('|') ?? [];
        into[childPath] = [...new Set([...seen, JSON.stringify(child)])].sort().join('|');
      } else valuesOf(child, childPath, into);
    }
  }
  return into;
}

export type CaseDrift = {
  call: string;
  case: string;
  /** what differs, or [] when both answered alike */
  differences: string[];
  /** the case ran on one side only */
  onlyIn?: 'A' | 'B';
};

/**
 * Paths of one side only, folded: a path whose parent is on that side only is counted under
 * it (a map or a long subtree is one line), and the parts of a list's items under the list.
 */
function fold(paths: string[]): string[] {
  const set = new Set(paths);
  const parentOf = (path: string) => path.replace(/(\[\]|\{\}|\.[^.[\]{}]+)$/, '');
  const top = paths.filter((path) => {
    const parent = parentOf(path);
    return parent === path || parent === '' || !set.has(parent);
  });
  return top.map((path) => {
    const under = paths.filter((p) => p !== path && (p.startsWith(`${path}.`) || p.startsWith(`${path}[]`))).length;
    return under ? `${path} (and ${under} fields under it)` : path;
  });
}

/** Compares two shapes: paths on one side only (folded), and paths whose type differs. */
export function compareShapes(a: Shape, b: Shape): string[] {
  const out: string[] = [];
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
    out.push(`${path}: ${a[path]} in A, ${b[path]} in B${more ? ` (and ${more})` : ''}`);
  }
  out.push(...fold(onlyA.filter((path) => !beneath(path))).map((path) => `only in A: ${path}`));
  out.push(...fold(onlyB.filter((path) => !beneath(path))).map((path) => `only in B: ${path}`));
  return out;
}

/** Compares the values of the fields whose values the spec fixes, where both sides have them. */
export function compareValues(a: Record<string, string> = {}, b: Record<string, string> = {}): string[] {
  return Object.keys(a)
    .filter((path) => path in b && a[path] !== b[path])
    .map((path) => `${path}: ${a[path]} in A, ${b[path]} in B`);
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
    const differences: string[] = [];
    if (ca.status !== cb.status) differences.push(`HTTP ${ca.status} in A, ${cb.status} in B`);
    if (ca.code !== cb.code) differences.push(`code ${ca.code} in A, ${cb.code} in B`);
    if (ca.code === 0 && MESSAGE_FIXED.has(ca.call) && ca.msg !== cb.msg)
      differences.push(`msg ${JSON.stringify(ca.msg)} in A, ${JSON.stringify(cb.msg)} in B`);
    differences.push(...compareValues(ca.values, cb.values));
    differences.push(...compareShapes(ca.shape, cb.shape));
    drifts.push({ call: ca.call, case: ca.case, differences });
  }
  for (const cb of b.cases)
    if (!inA.has(key(cb))) drifts.push({ call: cb.call, case: cb.case, differences: [], onlyIn: 'B' });
  return drifts;
}

/**
 * One markdown table per call: each case, and whether it is the same on both sides. Cases that
 * ran on one side only are counted, and listed only with `all` (record both sides with the
 * same flags to have none).
 */
export function driftReport(a: Recording, b: Recording, options: { all?: boolean } = {}): string {
  const drifts = compareRecordings(a, b);
  const shown = drifts.filter((d) => options.all || !d.onlyIn);
  const calls = [...new Set(shown.map((d) => d.call))].sort();
  const lines = [`# Contract drift`, '', `A: ${a.base}`, `B: ${b.base}`, ''];
  for (const call of calls) {
    lines.push(`## ${call}`, '', '| case | result |', '| --- | --- |');
    for (const d of shown.filter((x) => x.call === call)) {
      const result = d.onlyIn
        ? `ran only against ${d.onlyIn}`
        : d.differences.length
          ? d.differences.join('<br>')
          : 'same status, code, values and shape';
      lines.push(`| ${d.case} | ${result} |`);
    }
    lines.push('');
  }
  const both = drifts.filter((d) => !d.onlyIn);
  const oneSided = drifts.length - both.length;
  lines.push(
    `${both.filter((d) => !d.differences.length).length} cases alike, ${both.filter((d) => d.differences.length).length} differing, ${oneSided} run on one side only` +
      (oneSided && !options.all ? ' (not listed: add --all, or record both sides with the same flags).' : '.'),
  );
  return lines.join('\n');
}
