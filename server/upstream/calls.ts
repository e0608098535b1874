// Which calls go to the real backend, by their path under /api as the contract writes it
// (`goods/info`, `news/list/:artist_id`), and which must go together (decision 57):
// - the encryption: common/encrypt makes the `data` that the encrypted lookups read, and each
//   side reads only its own, so it and they are on one side;
// - the login: the backend accepts only its own tokens, so a call that always needs a login goes
//   with auth/login and auth/nt (the login that gives the token); set back to the mock, the
//   login takes those calls with it.
// What the contract does not know (a call of the backend the spec never listed) goes with
// "every call" only.
import { allCalls } from '../../contract/calls.ts';
import type { CallDef } from '../../contract/define-call.ts';

export type Side = 'upstream' | 'mock';

/** Which calls go upstream: the contract's, by path, and whether calls it does not know go too. */
export type Forwarding = { calls: Set<string>; others: boolean };

const keyOfPath = (path: string) => path.replace(/^\//, '');

const byPath = new Map<string, CallDef[]>();
for (const call of allCalls) {
  const key = keyOfPath(call.path);
  byPath.set(key, [...(byPath.get(key) ?? []), call]);
}

/** Every path of the contract, as the forwarding names it. */
export const CALL_PATHS: readonly string[] = [...byPath.keys()].sort();

export const ENCRYPTION: readonly string[] = [
  'common/encrypt',
  ...CALL_PATHS.filter((path) => byPath.get(path)?.some((call) => call.encrypted)),
];
export const LOGIN: readonly string[] = ['auth/login', 'auth/nt'];
const needsLogin = (path: string) => byPath.get(path)?.every((call) => call.auth === 'required') ?? false;

/** A name as people write it (`/api/goods/info`, `news/list/{artist_id}`) as the forwarding's path; null when unknown. */
export function callPath(name: string): string | null {
  const key = name
    .trim()
    .replace(/^\/?(api\/)?/, '')
    .replace(/\/+$/, '')
    .replace(/\{(\w+)\}/g, ':$1');
  return byPath.has(key) ? key : null;
}

/** The route a Fastify route's url names (`/api/goods/info`), as the forwarding's path. */
export const routePath = (url: string | undefined) => (url ? callPath(url) : null);

/**
 * The contract call a request to `path` is: of two calls on one path (goods/info's lookup and
 * its `?goods_id=`), the one whose query the request carries, the encrypted lookup first.
 */
export function callOf(method: string, path: string, queryKeys: readonly string[]): CallDef | undefined {
  const candidates = (byPath.get(path) ?? []).filter((call) => call.method === method);
  if (candidates.length < 2) return candidates[0];
  const carries = (call: CallDef) =>
    Object.keys(call.query?.shape ?? {}).every((key) => queryKeys.includes(key)) && Boolean(call.query);
  return candidates.find((call) => call.encrypted && carries(call)) ?? candidates.find(carries) ?? candidates[0];
}

export const everything = (): Forwarding => ({ calls: new Set(CALL_PATHS), others: true });
export const nothing = (): Forwarding => ({ calls: new Set(), others: false });

/** Why calls moved with the ones asked for. */
export type Together = 'encryption' | 'login';

/** The calls that must move with `path` to `side`, and why. */
function companions(path: string, side: Side): { calls: readonly string[]; because: Together }[] {
  const found: { calls: readonly string[]; because: Together }[] = [];
  if (ENCRYPTION.includes(path)) found.push({ calls: ENCRYPTION, because: 'encryption' });
  if (side === 'upstream' && needsLogin(path)) found.push({ calls: LOGIN, because: 'login' });
  if (side === 'mock' && LOGIN.includes(path))
    found.push({ calls: [...LOGIN, ...CALL_PATHS.filter(needsLogin)], because: 'login' });
  return found;
}

export type Moved = { call: string; with: string; because: Together };
export type Conflict = { call: string; asked: Side; with: string; because: Together };

/**
 * The forwarding after moving the `asked` calls (paths of the contract) to their sides, each
 * taking its companions along; a conflict when two asks pull one call to both sides.
 */
export function move(
  current: Forwarding,
  asked: Record<string, Side>,
): { forwarding: Forwarding; moved: Moved[] } | { conflict: Conflict } {
  const sides = new Map<string, { side: Side; by: string; because?: Together }>();
  for (const [path, side] of Object.entries(asked)) sides.set(path, { side, by: path });
  const queue = Object.keys(asked);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const { side, by } = sides.get(path) as { side: Side; by: string };
    for (const { calls, because } of companions(path, side)) {
      for (const other of calls) {
        const already = sides.get(other);
        if (already && already.side !== side) {
          const explicit = already.by === other ? other : already.by;
          return { conflict: { call: explicit, asked: already.side, with: by, because } };
        }
        if (already) continue;
        sides.set(other, { side, by, because });
        queue.push(other);
      }
    }
  }
  const calls = new Set(current.calls);
  const moved: Moved[] = [];
  for (const [path, { side, by, because }] of sides) {
    if (side === 'upstream') calls.add(path);
    else calls.delete(path);
    if (because && by !== path) moved.push({ call: path, with: by, because });
  }
  return { forwarding: { calls, others: current.others }, moved };
}

/** The forwarding of a list of paths (MOCK_FORWARD, PUT /__mock/forward), companions included. */
export function forwardingOf(paths: readonly string[]) {
  return move(nothing(), Object.fromEntries(paths.map((path) => [path, 'upstream' as const])));
}
