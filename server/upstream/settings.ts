// The settings of the mock in front of the real backend (docs/real-backend.md): where the
// backend is and which calls go there (MOCK_UPSTREAM, MOCK_FORWARD), who the mock's own calls
// act as meanwhile (MOCK_UPSTREAM_PERSONA), whether a spec violation is refused
// (MOCK_UPSTREAM_STRICT), and where exchanges are recorded to or replayed from (MOCK_RECORD,
// MOCK_REPLAY, MOCK_REPLAY_STRICT; MOCK_RECORDINGS, the root of what may be replayed). Read with
// the rest of the environment (server/config.ts).
import { z } from 'zod';
import { callPath } from './calls.ts';

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const flag = z.enum(['1', '0', 'on', 'off', 'true', 'false']).transform((value) => ['1', 'on', 'true'].includes(value));

export const upstreamEnv = {
  /** the real backend's base address (its /api is under it), e.g. https://staging.example.com */
  MOCK_UPSTREAM: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/ }).optional()),
  /** `all` (the default with an upstream), `none`, or the calls to forward, comma-separated: goods/info,auth/me */
  MOCK_FORWARD: z.preprocess(unsetWhenEmpty, z.string().max(4000).optional()),
  /** who the mock's own answers act as for a caller holding the backend's token */
  MOCK_UPSTREAM_PERSONA: z.preprocess(unsetWhenEmpty, z.string().max(64).default('demo-visitor')),
  /** a forwarded answer that breaks the spec is refused with 502 (for CI) */
  MOCK_UPSTREAM_STRICT: flag.default(false),
  /** a folder: every forwarded exchange is written there as a file */
  MOCK_RECORD: z.preprocess(unsetWhenEmpty, z.string().optional()),
  /** a folder of recorded exchanges to answer from, inside MOCK_RECORDINGS */
  MOCK_REPLAY: z.preprocess(unsetWhenEmpty, z.string().optional()),
  /** the folder whose folders may be replayed (MOCK_REPLAY, PUT /__mock/replay) */
  MOCK_RECORDINGS: z.preprocess(unsetWhenEmpty, z.string().default('recordings')),
  /** a request the recording lacks is refused instead of answered by the mock */
  MOCK_REPLAY_STRICT: flag.default(false),
};

const env = z.object(upstreamEnv);

export type UpstreamSettings = {
  /** the backend's base address, without a final slash; none: nothing is forwarded */
  url: string | undefined;
  /** what MOCK_FORWARD asked for: every call, or those named (checked against the contract at start) */
  forward: 'all' | string[];
  persona: string;
  strict: boolean;
  recordDir: string | undefined;
  replayDir: string | undefined;
  replayStrict: boolean;
  /** the recordings root: only its folders are replayed */
  recordings: string;
};

export function readUpstreamSettings(e: z.infer<typeof env>): UpstreamSettings {
  const asked = e.MOCK_FORWARD?.trim();
  if (asked && !e.MOCK_UPSTREAM && asked !== 'none')
    throw new Error('MOCK_FORWARD names calls to forward, but MOCK_UPSTREAM (where to) is not set');
  if (e.MOCK_RECORD && !e.MOCK_UPSTREAM)
    throw new Error('MOCK_RECORD records what the real backend answers: set MOCK_UPSTREAM too');
  const names = !asked || asked === 'all' || asked === 'none' ? [] : asked.split(',').filter((name) => name.trim());
  const unknown = names.filter((name) => callPath(name) === null);
  if (unknown.length)
    throw new Error(
      `MOCK_FORWARD: the contract has no call ${unknown.join(', ')} (write them as goods/info, news/list/:artist_id)`,
    );
  return {
    url: e.MOCK_UPSTREAM?.replace(/\/+$/, ''),
    forward: !asked || asked === 'all' ? 'all' : names.map((name) => callPath(name) as string),
    persona: e.MOCK_UPSTREAM_PERSONA,
    strict: e.MOCK_UPSTREAM_STRICT,
    recordDir: e.MOCK_RECORD,
    replayDir: e.MOCK_REPLAY,
    replayStrict: e.MOCK_REPLAY_STRICT,
    recordings: e.MOCK_RECORDINGS,
  };
}
