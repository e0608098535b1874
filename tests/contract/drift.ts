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
  shape: Shape;
};
export type Recording = { base: string; cases: RecordedCase[] };

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export function shapeOf(value: unknown, path = '', into: Shape = {}): Shape {
  const type = typeOf(value);
  const seen = into[path];
  into[path] = seen && seen !== type ? [...new Set([...seen.split('|'), type])].sort().join('|') : type;
  if (type === 'array') for (const item of value as unknown[]) shapeOf(item, `${path}[]`, into);
  if (type === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      shapeOf(child, path ? `${path}.${key}` : key, into);
    }
  }
  if (!path) delete into[''];
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

/** Compares two shapes: paths on one side only, and paths whose type differs. */
export function compareShapes(a: Shape, b: Shape): string[] {
  const out: string[] = [];
  for (const path of Object.keys(a)) {
    if (!(path in b)) out.push(`only in A: ${path}`);
    else if (a[path] !== b[path]) out.push(`${path}: ${a[path]} in A, ${b[path]} in B`);
  }
  for (const path of Object.keys(b)) if (!(path in a)) out.push(`only in B: ${path}`);
  return out;
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
    differences.push(...compareShapes(ca.shape, cb.shape));
    drifts.push({ call: ca.call, case: ca.case, differences });
  }
  for (const cb of b.cases)
    if (!inA.has(key(cb))) drifts.push({ call: cb.call, case: cb.case, differences: [], onlyIn: 'B' });
  return drifts;
}

/** One markdown table per call: each case, and whether it is the same on both sides. */
export function driftReport(a: Recording, b: Recording): string {
  const drifts = compareRecordings(a, b);
  const calls = [...new Set(drifts.map((d) => d.call))].sort();
  const lines = [`# Contract drift`, '', `A: ${a.base}`, `B: ${b.base}`, ''];
  let same = 0;
  let differing = 0;
  for (const call of calls) {
    lines.push(`## ${call}`, '', '| case | result |', '| --- | --- |');
    for (const d of drifts.filter((x) => x.call === call)) {
      const result = d.onlyIn
        ? `ran only against ${d.onlyIn}`
        : d.differences.length
          ? d.differences.join('<br>')
          : 'same status, code and shape';
      if (!d.onlyIn) d.differences.length ? differing++ : same++;
      lines.push(`| ${d.case} | ${result} |`);
    }
    lines.push('');
  }
  lines.push(
    `${same} cases alike, ${differing} differing, ${drifts.filter((d) => d.onlyIn).length} run on one side only.`,
  );
  return lines.join('\n');
}
