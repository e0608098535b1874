// What a contract case is, and the pieces the cases of every area share. Every assertion says
// where it comes from: `spec` (the spec states it: the envelope, the fields and values its
// tables list, the codes and messages of its error catalogue, the login steps) or `mock` (the
// mock's own choice: fields the spec does not list, stricter inputs, codes for cases the spec
// leaves open). See docs/decisions/0014-contract-suite-against-real-servers.md.
import { expect } from 'vitest';
import { sameValue, type Tier } from '../../../contract/answer-tiers.ts';
import {
  type CodeSituation,
  type Situation,
  SPEC_CODES,
  type WordSituation,
} from '../../../contract/spec-situations.ts';
import type { Id } from '../fixtures.ts';
import type { Answer, Request } from '../target.ts';

export { TOKEN_PERSONA } from '../target.ts';

export type Origin = Tier;

export type Shape = {
  path?: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  multipart?: Request['multipart'];
};
export type Context = {
  encrypt(payload: Record<string, unknown>): Promise<string>;
  /** a request as the persona of the case (used by examples that look something up first) */
  send(request: Omit<Request, 'token'>): Promise<Answer>;
  /** whether the target is a server the suite does not own */
  foreign: boolean;
};
export type Example = (ctx: Context) => Shape | Promise<Shape>;

export type ErrorCase = {
  name: string;
  http: number;
  code: number;
  /** where the code (and the HTTP status) of this refusal comes from */
  origin: Origin;
  /** who calls: a persona, or null for no token (default: the entry's persona) */
  persona?: string | null;
  request: Example;
  /** a request made first (it writes): the case needs writes */
  before?: Example;
  /** sent with a forged token instead of the persona's */
  forgedToken?: boolean;
  /** why the case only makes sense on the mock (it is skipped elsewhere) */
  mockOnly?: string;
  /**
   * the spec's situation the case brings about, whose code or words the spec gives
   * (contract/spec-situations.ts, the rules the mock's live check shares); a case of the spec's
   * words asks for English, the language the spec gives them in
   */
  situation?: Situation;
  /** what the spec says of the refusal's message beyond its situation's rule (asks for English too) */
  spec?: (msg: string) => void;
  /** what the mock says of it */
  mock?: (msg: string) => void;
};

/**
 * A check of an answer. It names the records it compares with (`a(101)`) before it reads the
 * answer: its dry run (fixture-needs.ts) reads `anything`, and fails where the answer would not.
 */
// biome-ignore lint/suspicious/noExplicitAny: each case reads the fields of its own call's answer
export type Check = (data: any, answer: Answer) => void;

export type Entry = {
  /** who calls a login call (default demo-master); optional calls go without a token unless set */
  persona?: string;
  /** the success request writes (counts, toggles, creates) */
  writes?: boolean;
  ok: Example;
  /** what the spec says the success answer shows */
  spec?: Check;
  /** the spec's situation of the success, whose words the spec gives (checkGoodsType's 'goods') */
  situation?: WordSituation;
  /** what the mock's answer shows beyond that */
  mock?: Check;
  /** more successes of the same call (other ways to ask) */
  alsoOk?: { name: string; request: Example; spec?: Check; mock?: Check }[];
  /** undoes what `ok` did (toggles), where it can be undone */
  undo?: Example;
  /**
   * a call that writes, run against a foreign server without CONTRACT_WRITE when `variable`
   * gives it what to send (auth/nt with a login code given for it)
   */
  readOnlyWith?: { variable: string; value: string | undefined };
  /** why the success case only makes sense on the mock (it is skipped elsewhere) */
  mockOnly?: string;
  errors: ErrorCase[];
};

const mockOnlyChecks = new WeakSet<object>();
/** A check of facts only the mock's seed holds (counts, names): skipped against another server. */
export const onMock = (check: Check): Check => {
  const onlyHere: Check = (data, answer) => {
    if (!process.env.API_BASE_URL) check(data, answer);
  };
  mockOnlyChecks.add(onlyHere);
  return onlyHere;
};
/** Whether a check runs only on the mock (the records it names are not needed elsewhere). */
export const isMockOnlyCheck = (check: object) => mockOnlyChecks.has(check);
export const PERSONA_CODES = 'the persona codes exist only on the mock';

export const noToken = (request: Example): Pick<ErrorCase, 'persona' | 'request'> => ({ persona: null, request });
/** A token signed with another key: a call that takes an optional login must refuse it. */
export const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyIn0.forged-signature-forged-signature-xx';
export const forged = (request: Example): Pick<ErrorCase, 'persona' | 'request' | 'forgedToken'> => ({
  persona: null,
  forgedToken: true,
  request,
});
/** The encrypted `data` of a query; `payload` is made when the case runs (the records it names are the target's). */
export const data = (payload: () => Record<string, unknown>) => async (ctx: Context) => ({
  query: { data: await ctx.encrypt(payload()) },
});
/** The encrypted `data` of a body. */
export const bodyData = (payload: () => Record<string, unknown>) => async (ctx: Context) => ({
  body: { data: await ctx.encrypt(payload()) },
});
/**
 * `value` as the spec gives it, in whatever JSON type carries it (0 or "0", true or 1): an
 * asymmetric matcher for the spec's checks of values (`expect(d.x).toEqual(alike(2))`).
 */
export const alike = (value: unknown) => ({
  asymmetricMatch: (other: unknown) => sameValue(other, value),
  toString: () => 'alike',
  toAsymmetricMatcher: () => `alike(${JSON.stringify(value)})`,
});
export const PURCHASE = { name: '张三', phone: '13812345678', price: '5000', content: '想收藏这件作品' };

/** A refusal the spec gives: HTTP `http` with the code its catalogue gives `situation` (contract/spec-situations.ts). */
const specRefusal = <H extends number, S extends CodeSituation>(http: H, situation: S) =>
  ({ http, code: SPEC_CODES[situation].code, origin: 'spec', situation }) as const satisfies Partial<ErrorCase>;
/** A lookup that finds nothing: the spec's code -1 (goods/info, its error catalogue). */
export const FOUND_NOTHING = specRefusal(200, 'notFound');
/** Another call about a record that does not exist: -1 is the mock's choice. */
export const NOT_FOUND = { http: 200, code: -1, origin: 'mock' } as const;
/** A call the spec says needs a login (§6), sent without one: the spec's code 401. */
export const LOGIN_NEEDED = specRefusal(401, 'loginNeeded');
/** 401 where the spec says nothing of a login (a forged token on an optional call, the mock's own calls). */
export const LOGIN = { http: 401, code: 401, origin: 'mock' } as const;
export const BAD = { http: 400, code: 400, origin: 'mock' } as const;
export const FORBIDDEN = { http: 403, code: 403, origin: 'mock' } as const;
export const CONFLICT = { http: 409, code: 409, origin: 'mock' } as const;
export const TOO_LARGE = { http: 413, code: 413, origin: 'mock' } as const;

/** The smallest PNG (a 1x1 transparent pixel). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export function picture(kind: string, content: Buffer): Request['multipart'] {
  return { fields: { kind }, file: { field: 'file', name: 'picture.png', type: 'image/png', content } };
}

/** A picture stored by upload/image, for the calls that take uploaded pictures. */
export async function uploaded(ctx: Context): Promise<string> {
  const answer = await ctx.send({ method: 'POST', path: '/api/upload/image', multipart: picture('image', PNG) });
  const url = (answer.body as { data?: { url?: string } } | undefined)?.data?.url;
  if (!url) throw new Error(`upload/image refused the picture: ${answer.text}`);
  return url;
}

/** chooseArtist's body for one of the masters getArtistList lists (its ids in whichever JSON type it sends). */
export async function choice(ctx: Context, artistId: Id) {
  const answer = await ctx.send({ method: 'POST', path: '/api/auth/getArtistList', body: { type: 1 } });
  const list = (answer.body as { data: { list: { artist_id: Id; artist_user: { id: Id } }[] } }).data.list;
  const master = list.find((m) => sameValue(m.artist_id, artistId));
  if (!master) throw new Error(`getArtistList does not list master ${artistId}`);
  return { type: 1, artist_user_id: master.artist_user.id, artist_id: artistId };
}

export { expect };
