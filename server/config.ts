// The environment, read once and checked. Every setting has a default that works for a
// newcomer's laptop, except the secrets in production: their defaults are published in this
// repository, so a token signed with them would be accepted by anyone's server.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_REFUSAL_STYLE, REFUSAL_STYLES, type RefusalStyle } from '../contract/refusal-style.ts';
import { hostName } from './allowed-hosts.ts';
import { guessableSecrets } from './secret-strength.ts';
import { readUpstreamSettings, type UpstreamSettings, upstreamEnv } from './upstream/settings.ts';

/** Secret values this repository has published (defaults, old docker-compose values): never valid in production. */
const PUBLISHED_SECRETS = {
  JWT_SECRET: ['dev-only-jwt-secret-change-me-in-production', 'change-me-please-0123456789'],
  ENCRYPTION_KEY: ['dev-only-encryption-key-change-me', 'change-me-please-0123456789'],
} as const;
type SecretName = keyof typeof PUBLISHED_SECRETS;

/** The secrets of a config that are the values published with the code (anyone can sign and decrypt with them). */
export function publishedSecrets(config: Pick<Config, 'jwtSecret' | 'encryptionKey'>): SecretName[] {
  const value = { JWT_SECRET: config.jwtSecret, ENCRYPTION_KEY: config.encryptionKey };
  return (Object.keys(PUBLISHED_SECRETS) as SecretName[]).filter((name) =>
    (PUBLISHED_SECRETS[name] as readonly string[]).includes(value[name]),
  );
}

/**
 * What the server says at start when it runs on published secrets (development, a LAN demo):
 * anyone who has read this repository can sign a login as any user.
 */
export function publishedSecretsWarning(config: Pick<Config, 'jwtSecret' | 'encryptionKey'>): string | null {
  const names = publishedSecrets(config);
  if (!names.length) return null;
  return (
    `Warning: ${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} the development value published with the code: ` +
    'anyone who has read it can sign a login as any user. Fine on your own machine; on a network, set your own ' +
    '(or SECRETS_FILE to have them generated and kept).'
  );
}
/** In production a secret needs this many different characters (`aaaa…` is not a secret). */
const SECRET_MIN_DISTINCT = 8;

/** An empty variable counts as unset (docker-compose passes `${X:-}` through as ""). */
const secret = (name: SecretName) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).default(PUBLISHED_SECRETS[name][0]));

/** An IPv4 or IPv6 address, or a CIDR range of one (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => ['on', 'true', '1'].includes(value));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DB_FILE: z.string().default('data/treasure.db'),
  /** where uploaded pictures are kept (served at /uploads) */
  UPLOAD_DIR: z.string().default('data/uploads'),
  /** how many megabytes of pictures one user may keep */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  /** an uploaded picture no record uses is removed after this many hours */
  UPLOAD_ORPHAN_HOURS: z.coerce.number().positive().default(24),
  /** the built front end; served at / when present */
  WEB_DIST: z.string().optional(),
  /** the front end's server build that draws first paints (plugins/first-paint.ts); by default ../ssr/entry-server.js beside WEB_DIST */
  SSR_ENTRY: z.string().optional(),
  /** how long a first paint may take before the page goes out without it (plugins/first-paint.ts) */
  FIRST_PAINT_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  JWT_SECRET: secret('JWT_SECRET'),
  /** jsonwebtoken's expiresIn: seconds, or a string like "7d" */
  TOKEN_TTL: z.string().default('7d'),
  /** any string; the AES-256 key is its SHA-256 */
  ENCRYPTION_KEY: secret('ENCRYPTION_KEY'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** the /__mock controls: on (with the token), off (none), or open (no token asked: anyone who reaches the server drives them) */
  MOCK_CONTROLS: z
    .enum(['on', 'off', 'open', 'true', 'false', '1', '0'])
    .default('on')
    .transform((value) => (value === 'open' ? 'open' : ['on', 'true', '1'].includes(value) ? 'on' : 'off')),
  /** what every request to the controls must send (X-Mock-Token, or ?mock_token=); generated at each start when unset */
  MOCK_CONTROLS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  /** how refusals travel: 'body' (HTTP 200, the code in the body, as the spec reads) or 'http' (the status mirrors the code) */
  REFUSAL_STYLE: z.enum(REFUSAL_STYLES).default(DEFAULT_REFUSAL_STYLE),
  /** sandboxes (X-Mock-Session): how many at once, and after how many idle minutes one goes */
  MOCK_SESSIONS_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  MOCK_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** how many new sandboxes one client (address) may make a minute */
  MOCK_SESSIONS_NEW_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** megabytes all request journals together may keep (the shared one and every sandbox's); the oldest entries go first */
  MOCK_JOURNAL_MB: z.coerce.number().positive().max(4096).default(16),
  /** check every success answer against the contract (off in production for speed) */
  VALIDATE_RESPONSES: onOff.optional(),
  WECHAT_APP_ID: z.string().default('wx0000mockappid00'),
  WECHAT_JSAPI_TICKET: z.string().default('mock-jsapi-ticket-for-local-development'),
  /**
   * X-Forwarded-For from which proxies: off; on (any: only when every client comes through a proxy
   * of yours, as the header is otherwise the client's to write); or the proxies' addresses and
   * CIDR ranges, comma-separated (the gateway of a compose network). The rate limit, the sandboxes
   * each client may make, and the demo controls' "this machine" key on the address it gives.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('off')
    .transform((value, ctx) => {
      const lower = value.toLowerCase();
      if (['on', 'true', '1'].includes(lower)) return true;
      if (['off', 'false', '0', ''].includes(lower)) return false;
      const proxies = value.split(',').map((part) => part.trim());
      const bad = proxies.filter((proxy) => !isAddressOrRange(proxy));
      if (bad.length) ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
      return proxies;
    }),
  /** Host names (besides this machine's own) under which the mock's controls and the imitated login answer, comma-separated */
  ALLOWED_HOSTS: z.string().default(''),
  /** hosts (besides the request's own) that the imitated login may send the user back to, comma-separated */
  LOGIN_RETURN_HOSTS: z.string().default(''),
  /** origins (e.g. http://localhost:5173) allowed to call the API from a browser, comma-separated; none by default */
  CORS_ORIGINS: z.string().default(''),
  /** the address other devices open this server at (e.g. http://192.168.1.20:3000), for the start-up link; empty counts as unset */
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
  /** read by server/generated-secrets.ts before the config: where generated secrets are kept */
  SECRETS_FILE: z.string().optional(),
  /** a client must have sent its request's headers within this time */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** ...and its whole request, body included (a 10M picture from a slow phone) */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** a connection with nothing sent or received for this long is closed */
  IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** the edge mode (server/edge/edge-app.ts): the real backend's address, e.g. https://api.example.com; /api goes there */
  API_UPSTREAM: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
  /** the edge mode: how long the backend may stay silent (connecting, or during an answer) */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** the edge mode and the pass-through: how long the backend may take to answer whole, from the end of the request */
  UPSTREAM_DEADLINE_MS: z.coerce.number().int().positive().default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** the mock in front of the real backend: pass-through, record, replay (server/upstream/settings.ts) */
  ...upstreamEnv,
});

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dbFile: string;
  webDist: string;
  ssrEntry: string | undefined;
  firstPaintTimeoutMs: number;
  uploadDir: string;
  uploads: { quotaBytes: number; orphanMs: number };
  jwtSecret: string;
  tokenTtl: string;
  encryptionKey: string;
  rateLimit: { max: number; windowMs: number };
  mockControls: boolean;
  /** the controls ask for no token (MOCK_CONTROLS=open) */
  mockControlsOpen: boolean;
  mockControlsToken: string;
  publicUrl: string | undefined;
  mockSessions: { max: number; idleMs: number; newPerMinute: number };
  journalBytes: number;
  refusalStyle: RefusalStyle;
  validateResponses: boolean;
  wechat: { appId: string; jsapiTicket: string };
  logLevel: string;
  /** Fastify's trustProxy: none, every hop, or these addresses and ranges */
  trustProxy: boolean | string[];
  loginReturnHosts: string[];
  allowedHosts: string[];
  corsOrigins: string[];
  timeouts: { headersMs: number; requestMs: number; idleMs: number };
  /** the edge mode's backend (API_UPSTREAM), when set */
  apiUpstream: string | undefined;
  upstreamTimeoutMs: number;
  upstreamDeadlineMs: number;
  /** the mock in front of the real backend (MOCK_UPSTREAM, MOCK_RECORD, MOCK_REPLAY…) */
  upstream: UpstreamSettings;
};

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Bad environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new Error('Bad environment: HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS');
  // one secret for both would let whoever learns one forge tokens and read encrypted data alike
  if (e.JWT_SECRET === e.ENCRYPTION_KEY)
    throw new Error(
      'JWT_SECRET and ENCRYPTION_KEY must differ: give each a long random value of its own (e.g. `openssl rand -hex 32`).',
    );
  // the edge mode (API_UPSTREAM) signs and encrypts nothing
  if (e.NODE_ENV === 'production' && !e.API_UPSTREAM) {
    const names = Object.keys(PUBLISHED_SECRETS) as SecretName[];
    const published = publishedSecrets({ jwtSecret: e.JWT_SECRET, encryptionKey: e.ENCRYPTION_KEY });
    const short = names.filter((name) => !published.includes(name) && new Set(e[name]).size < SECRET_MIN_DISTINCT);
    const fresh = names.filter((name) => !published.includes(name) && !short.includes(name));
    const guessable = guessableSecrets(
      Object.fromEntries(fresh.map((name) => [name, e[name]])) as Record<SecretName, string>,
    );
    const weak = [...short, ...guessable];
    if (weak.length) {
      throw new Error(
        `${weak.join(' and ')} ${weak.length > 1 ? 'are' : 'is'} too weak for production: at least 16 characters, ` +
          `${SECRET_MIN_DISTINCT} of them different, and no word or sequence a dictionary attack tries first ` +
          `(e.g. \`openssl rand -hex 32\`).`,
      );
    }
    if (published.length) {
      throw new Error(
        `Set ${published.join(' and ')} in production: ${published.length > 1 ? 'their' : 'its'} default is published with the code. ` +
          'Use a long random value of your own (e.g. `openssl rand -hex 32`), or SECRETS_FILE to have one generated and kept.',
      );
    }
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dbFile: e.DB_FILE,
    // the edge mode serves the static build for the real backend
    webDist: e.WEB_DIST ?? (e.API_UPSTREAM ? 'dist/real' : 'dist/web'),
    apiUpstream: e.API_UPSTREAM,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamDeadlineMs: e.UPSTREAM_DEADLINE_MS,
    upstream: readUpstreamSettings(e),
    ssrEntry: e.SSR_ENTRY,
    firstPaintTimeoutMs: e.FIRST_PAINT_TIMEOUT_MS,
    uploadDir: e.UPLOAD_DIR,
    uploads: { quotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024), orphanMs: e.UPLOAD_ORPHAN_HOURS * 3_600_000 },
    jwtSecret: e.JWT_SECRET,
    tokenTtl: e.TOKEN_TTL,
    encryptionKey: e.ENCRYPTION_KEY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    mockControls: e.MOCK_CONTROLS !== 'off',
    mockControlsOpen: e.MOCK_CONTROLS === 'open',
    mockControlsToken: e.MOCK_CONTROLS_TOKEN ?? randomBytes(18).toString('base64url'),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    mockSessions: {
      max: e.MOCK_SESSIONS_MAX,
      idleMs: e.MOCK_SESSION_IDLE_MINUTES * 60_000,
      newPerMinute: e.MOCK_SESSIONS_NEW_PER_MINUTE,
    },
    journalBytes: Math.round(e.MOCK_JOURNAL_MB * 1024 * 1024),
    refusalStyle: e.REFUSAL_STYLE,
    validateResponses: e.VALIDATE_RESPONSES ?? e.NODE_ENV !== 'production',
    wechat: { appId: e.WECHAT_APP_ID, jsapiTicket: e.WECHAT_JSAPI_TICKET },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    // the address the start-up line gives phones (PUBLIC_URL) is one of this server's names too
    allowedHosts: [...e.ALLOWED_HOSTS.split(','), ...(e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).host] : [])]
      .map((host) => hostName(host))
      .filter((host): host is string => host !== null),
    loginReturnHosts: e.LOGIN_RETURN_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    timeouts: { headersMs: e.HEADERS_TIMEOUT_MS, requestMs: e.REQUEST_TIMEOUT_MS, idleMs: e.IDLE_TIMEOUT_MS },
  };
}
