// The mock started from code, for another team's tests (the @treasure-center/mock package):
// `const mock = await startMock({ port: 0 })`. Its own copy of the seeded database in a
// temporary folder (or `dataDir`), the controls reached in-process (the same routes as
// /__mock over HTTP), and nothing printed. Its types are written out here, with no Fastify or
// zod in them, so that the package's declarations stand alone.
//
// The app is loaded when the mock starts (what reaches drizzle-orm must come after the hook of
// drizzle-as-commonjs.ts), so importing this file costs a test nothing until then.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from './config.ts';
import { loadDrizzleAsCommonJs } from './drizzle-as-commonjs.ts';

export type StartMockOptions = {
  /** 0 (the default) takes a free port */
  port?: number;
  /** 127.0.0.1 by default */
  host?: string;
  /** where the database and uploads are kept; a new temporary folder (removed on close) by default */
  dataDir?: string;
  /** a build of this project's front end (its dist/web), served at /; none by default */
  webDist?: string;
  /** more settings, by the server's environment variables (README "Settings (environment)"), e.g. { REFUSAL_STYLE: 'http' };
   * the options above win over PORT, HOST, DB_FILE, UPLOAD_DIR and WEB_DIST here */
  env?: Record<string, string>;
  /** receives, once it listens, each line the server prints at start: where /api calls go (MOCK_UPSTREAM), what is
   * recorded or replayed, and the link that opens the demo controls; nothing is printed by default */
  announce?: (line: string) => void;
};

/** What one call answers instead (README "One call at a time"); null removes an override. */
export type MockCallOverride = {
  code?: number;
  status?: number;
  msg?: string;
  latencyMs?: number;
  fault?: 'timeout' | 'reset' | 'garbage';
  times?: number;
};

/** The body of PUT /__mock/scenario. */
export type MockScenario = {
  maintenance?: boolean;
  rateLimited?: boolean;
  expireTokens?: boolean;
  latencyMs?: number;
  calls?: Record<string, MockCallOverride | null>;
};

/** The filters of GET /__mock/requests. */
export type MockRequestFilter = {
  method?: string;
  path?: string;
  code?: number;
  status?: number;
  persona?: string;
  since?: string;
  limit?: number;
};

/** One call of the request journal (newest first). */
export type MockRequest = {
  at: string;
  method: string;
  path: string;
  status: number;
  code?: number;
  [field: string]: unknown;
};

/** The demo personas of the seed (the login codes of auth/nt; seeds/README.md says who each is). */
export const PERSONAS = [
  'demo-visitor',
  'demo-master',
  'demo-master-nosign',
  'demo-master-noinfo',
  'demo-master-pending',
  'demo-assistant',
  'demo-collector',
  'demo-institution',
  'demo-salesman',
  'demo-salesman-basic',
  'demo-newphone',
] as const;
export type Persona = (typeof PERSONAS)[number];

export type RunningMock = {
  /** http://host:port, no trailing slash; the API is under `${url}/api` */
  url: string;
  /** what a request to the controls over HTTP (`${url}/__mock/…`) sends as X-Mock-Token (MOCK_CONTROLS_TOKEN, else made at start) */
  controlsToken: string;
  /**
   * A persona's login token, as auth/nt gives it (demo-newphone's phone step done for it): send
   * it as `Authorization: Bearer <token>`, or store it where the app keeps it (`user_token`).
   */
  login(persona: Persona): Promise<string>;
  /** POST /__mock/reset: the seed data back, the scenario cleared, the journal emptied */
  reset(): Promise<void>;
  /** PUT /__mock/scenario: the scenario after the change */
  scenario(changes: MockScenario): Promise<MockScenario>;
  /** GET /__mock/requests: the journal, filtered */
  requests(filter?: MockRequestFilter): Promise<MockRequest[]>;
  close(): Promise<void>;
};

type Envelope<T> = { code: number; msg: string; data: T };

export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'treasure-mock-'));
  const config = readConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    ...options.env,
    // what the options say wins over `env`
    PORT: String(options.port ?? 0),
    HOST: options.host ?? '127.0.0.1',
    DB_FILE: join(dataDir, 'treasure.db'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
    WEB_DIST: options.webDist ?? join(dataDir, 'no-web'),
  });
  loadDrizzleAsCommonJs();
  const [{ openSeededDatabase, reseedDatabase }, { buildApp }, { DEMO_PHONE_CODE }] = await Promise.all([
    import('../seeds/database.ts'),
    import('./app.ts'),
    import('./services/sessions.ts'),
  ]);
  const db = openSeededDatabase(config.dbFile);
  const app = await buildApp({ config, db, reseed: () => reseedDatabase(db) });
  const address = await app.listen({ port: config.port, host: config.host });
  if (options.announce) {
    const { mockStartUpLines } = await import('./start-up-lines.ts');
    for (const line of mockStartUpLines(app, config, Number(new URL(address).port))) options.announce(line);
  }

  async function control<T>(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown): Promise<T> {
    const answer = await app.inject({
      method,
      url,
      headers: { 'x-mock-token': config.mockControlsToken },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const envelope = answer.json() as Envelope<T>;
    if (answer.statusCode !== 200 || envelope.code !== 0)
      throw new Error(`${method} ${url} answered HTTP ${answer.statusCode}, code ${envelope.code}: ${envelope.msg}`);
    return envelope.data;
  }

  async function login(persona: Persona): Promise<string> {
    const exchange = async (query: Record<string, string>) => {
      const answer = await app.inject({ method: 'GET', url: `/api/auth/nt?${new URLSearchParams(query)}` });
      return answer.json() as Envelope<{ token: string } | null>;
    };
    let answer = await exchange({ code: persona });
    // a first-time user (demo-newphone) is asked for a phone: any valid one, the demo's code
    if (answer.code !== 0)
      answer = await exchange({ code: persona, phone: '13800000000', phone_code: DEMO_PHONE_CODE });
    if (answer.code !== 0 || !answer.data) throw new Error(`login as ${persona}: code ${answer.code}, ${answer.msg}`);
    return answer.data.token;
  }

  return {
    url: address.replace(/\/+$/, ''),
    controlsToken: config.mockControlsToken,
    login,
    reset: () => control<null>('POST', '/__mock/reset', {}).then(() => undefined),
    scenario: (changes) => control<MockScenario>('PUT', '/__mock/scenario', changes),
    requests: (filter = {}) => {
      const query = new URLSearchParams(
        Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
      );
      return control<{ list: MockRequest[] }>('GET', `/__mock/requests?${query}`).then((data) => data.list);
    },
    async close() {
      await app.close();
      db.$client.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
