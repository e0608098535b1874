// The mock in front of the real backend (docs/real-backend.md; decisions 57 to 60). Each /api
// call is answered, in this order, by:
// 1. a scenario of the mock (its switches, a per-call override, X-Mock-Scenario): staged
//    answers stay the mock's, whatever else is set;
// 2. the recording being replayed (MOCK_REPLAY, or one loaded into a sandbox), if it holds
//    the request;
// 3. the real backend (MOCK_UPSTREAM), if the call is forwarded (MOCK_FORWARD, PUT
//    /__mock/forward): its answer checked against the contract and, with MOCK_RECORD, recorded;
// 4. the mock, acting as MOCK_UPSTREAM_PERSONA for a caller whose token the backend gave.
// Each sandbox has its own forwarding, replay and violations, as it has its own scenario.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CODE } from '../../contract/codes.ts';
import { message } from '../../contract/messages.ts';
import { createSituations, type Situations } from '../../contract/spec-situations.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import { type Deps, depsOf } from '../deps.ts';
import type { Backend } from '../edge/upstream-proxy.ts';
import { connectUpstream, upstreamSettings } from '../edge/upstream-proxy.ts';
import { sendError } from '../plugins/envelope.ts';
import { pathOf } from '../request-path.ts';
import type { Problem } from './answer-check.ts';
import { callOf, everything, type Forwarding, forwardingOf, nothing, routePath } from './calls.ts';
import { bearerOf } from './exchange.ts';
import { ANSWER_KEEP, type Forwarded, forward, problemsOfAnswer } from './forward.ts';
import { liveContext } from './live-check.ts';
import { Recorder } from './recorder.ts';
import { missRefusal, type RecordingIndex, Replayer } from './recording-index.ts';
import { createRecordings } from './recordings.ts';
import { partsOf, readBody, sendRecorded } from './replay.ts';
import { createViolations, kindOf, type Violations } from './violations.ts';

/** A body read to match it against a recording may be this long (the mock's own body limit). */
const BODY_LIMIT = 1024 * 1024;
/**
 * Answers waiting for their check, in bytes of their text: past this, an answer goes on unchecked
 * (counted as such) rather than the server holding ever more of them while a backend floods it.
 */
const CHECKS_WAITING_MAX = 4 * ANSWER_KEEP;

/** A recording a sandbox answers from: the shared index, and its own count of each call. */
export type Replay = { replayer: Replayer; strict: boolean };

/** What one sandbox (or the shared mock) forwards, replays and has seen the backend do. */
export type UpstreamState = {
  forwarding: Forwarding;
  replay: Replay | null;
  violations: Violations;
  /** what the live check remembers of the exchanges so far (server/upstream/live-check.ts) */
  situations: Situations;
};

export type PassThrough = ReturnType<typeof createPassThrough>;

/** Builds the pass-through from the settings; throws, saying why, when they cannot work. */
export function createPassThrough(config: Config, db: Db) {
  const settings = config.upstream;
  const personaId = db.select({ id: users.id }).from(users).where(eq(users.code, settings.persona)).get()?.id;
  if (personaId === undefined)
    throw new Error(`MOCK_UPSTREAM_PERSONA: the mock has no persona ${settings.persona} (demo-visitor, demo-master…)`);
  const defaultForwarding = (): Forwarding => {
    if (!settings.url) return nothing();
    if (settings.forward === 'all') return everything();
    const chosen = forwardingOf(settings.forward);
    return 'forwarding' in chosen ? chosen.forwarding : nothing();
  };
  const states = new WeakMap<Deps, UpstreamState>();
  return {
    settings,
    /** set once the app has connected to the backend */
    backend: null as Backend | null,
    /** the recordings root, and the recordings loaded from it */
    recordings: createRecordings(settings.recordings),
    recorder: settings.recordDir ? new Recorder(settings.recordDir) : null,
    /** MOCK_REPLAY, once loaded */
    defaultReplay: null as RecordingIndex | null,
    stateOf(deps: Deps): UpstreamState {
      let state = states.get(deps);
      if (!state) {
        const index = this.defaultReplay;
        const replay = index ? { replayer: new Replayer(index), strict: settings.replayStrict } : null;
        state = {
          forwarding: defaultForwarding(),
          replay,
          violations: createViolations(),
          situations: createSituations(),
        };
        states.set(deps, state);
      }
      return state;
    },
    /** A token of the persona the mock's answers act as, signed as the mock signs its own. */
    personaToken: (deps: Deps) => deps.tokens.sign(personaId),
    /** the kinds of difference already logged (one line each for the whole run) */
    logged: new Set<string>(),
    /** forwarded calls whose aftermath (violations, recording) is not done: closing waits for them */
    pending: new Set<Promise<unknown>>(),
    /** bytes of answers being checked now (CHECKS_WAITING_MAX) */
    checking: 0,
  };
}

/** The calls that go with those MOCK_FORWARD names, and why: the login moves with a call that needs it. */
function companionsLine(forward: string[]): string {
  const chosen = forwardingOf(forward);
  if (!('forwarding' in chosen)) return '';
  const moved = (because: 'encryption' | 'login') =>
    chosen.moved.filter((call) => call.because === because).map((call) => call.call);
  const encryption = moved('encryption');
  const login = moved('login');
  return [
    encryption.length ? `; with them for the encryption ${encryption.join(', ')}` : '',
    login.length
      ? `; with them the login, ${login.join(' and ')}: log in through the backend, the mock's personas no longer log in`
      : '',
  ].join('');
}

/** The start-up line of the pass-through, or null when neither a backend nor a recording is set. */
export function passThroughLine(pass: PassThrough): string | null {
  const { url, forward, strict, recordDir, replayDir } = pass.settings;
  const parts = [
    url &&
      `/api calls go to ${url} (${forward === 'all' ? 'every call' : `${forward.join(', ') || 'none'}${companionsLine(forward)}`}; ` +
        `answers checked against the contract${strict ? ', a spec break refused' : ''}: GET /__mock/violations)`,
    recordDir && `recorded into ${recordDir}`,
    replayDir && `replayed from ${replayDir} (${pass.defaultReplay?.size ?? 0} exchanges)`,
  ].filter(Boolean);
  return parts.length ? `In front of the real backend: ${parts.join('; ')}` : null;
}

const hasBody = (req: FastifyRequest) =>
  req.method !== 'GET' &&
  req.method !== 'HEAD' &&
  (Number(req.headers['content-length']) > 0 || 'transfer-encoding' in req.headers);
const isUpload = (req: FastifyRequest) => /^multipart\//i.test(String(req.headers['content-type'] ?? ''));

/** A body read here goes on to the mock's parsers as it came (its length as Fastify counts it). */
function again(bytes: Buffer, payload: Readable): Readable {
  const stream = Readable.from([bytes]) as Readable & { receivedEncodedLength?: number };
  const counted = (payload as { receivedEncodedLength?: number }).receivedEncodedLength;
  if (counted !== undefined) stream.receivedEncodedLength = counted;
  return stream;
}

/** The mock answers: a caller holding a token the mock did not sign (the backend's) acts as the persona. */
function actAsPersona(pass: PassThrough, req: FastifyRequest, deps: Deps, state: UpstreamState) {
  if (!pass.backend && !state.replay) return;
  const token = bearerOf(req.headers.authorization);
  if (token && !deps.tokens.signedHere(token)) req.headers.authorization = `Bearer ${pass.personaToken(deps)}`;
}

/** Answers the call from the recording or the backend when it should; else lets the mock answer. */
async function route(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  payload: Readable,
  path: string | null,
) {
  const pass = app.passThrough;
  const deps = depsOf(app, req);
  const state = pass.stateOf(deps);
  const backend = pass.backend;
  const forwarded = backend !== null && (path ? state.forwarding.calls.has(path) : state.forwarding.others);
  if (!state.replay && !forwarded) return void actAsPersona(pass, req, deps, state);
  let body = payload;
  if (state.replay) {
    let bodyText: string | undefined;
    if (hasBody(req) && !isUpload(req)) {
      const bytes = await readBody(payload, BODY_LIMIT);
      if (bytes === null) return sendError(reply, 413, CODE.tooLarge, message('bodyTooLarge', req.lang));
      bodyText = bytes.toString('utf8');
      body = again(bytes, payload);
    }
    const looked = state.replay.replayer.lookUp(partsOf(req, bodyText), deps.tokens.signedHere);
    if ('found' in looked) {
      req.answeredFrom = 'recording';
      return sendRecorded(reply, looked.answer);
    }
    // not for the backend: which user's answer is unknown, or the data is a ciphertext the mock cannot read
    if (!forwarded && (looked.users || looked.recordedCipher || state.replay.strict)) {
      const { status, msg } = missRefusal(looked, req.lang);
      return sendError(reply, status, status === 409 ? CODE.conflict : CODE.noRoute, msg);
    }
  }
  if (backend && forwarded) {
    const token = bearerOf(req.headers.authorization);
    req.answeredFrom = 'upstream';
    const call = path ? callOf(req.method, path, Object.keys((req.query as object | undefined) ?? {})) : undefined;
    // the mock's own, valid or not (expired, too long-lived): the backend gets none of it
    const dropToken = token !== null && deps.tokens.signedHere(token);
    const forwarded = forward(req, reply, body, {
      backend,
      call,
      dropToken,
      keepBody: !isUpload(req),
      strict: pass.settings.strict,
      refusalStyle: deps.config.refusalStyle,
      contextOf: (answer, bodyText) =>
        call ? liveContext(state.situations, call, req, dropToken ? null : token, answer, bodyText) : {},
    });
    if (forwarded) whenAnswered(app, req, reply, forwarded);
    return reply;
  }
  actAsPersona(pass, req, deps, state);
  return body === payload ? undefined : body;
}

/** After a forwarded answer went out: its differences filed (and logged once per kind), the exchange recorded. */
async function afterForwarded(app: FastifyInstance, req: FastifyRequest, forwarded: Forwarded) {
  const { answer, call } = forwarded;
  const pass = app.passThrough;
  const deps = depsOf(app, req);
  const { violations } = pass.stateOf(deps);
  const unchecked = (why: NonNullable<Forwarded['unchecked']>) => {
    violations.unchecked(why);
    if (pass.logged.has(why)) return;
    pass.logged.add(why);
    app.log.warn({ call: call?.id, why }, 'a backend’s answer went on unchecked (GET /__mock/violations counts them)');
  };
  if (forwarded.unchecked === 'too large' || forwarded.unchecked === 'not decodable')
    return unchecked(forwarded.unchecked);
  if (!answer) return;
  // read before anything waits: the next request may carry the token or ciphertext this answer gave
  const captured = pass.recorder?.capture({
    ...(call ? { call: call.id } : {}),
    parts: partsOf(req, forwarded.bodyText),
    answer,
    ownToken: deps.tokens.signedHere,
  });
  let problems = forwarded.problems ?? [];
  if (forwarded.unchecked) unchecked(forwarded.unchecked);
  else if (call && !forwarded.problems) {
    const size = answer.text.length;
    if (pass.checking + size > CHECKS_WAITING_MAX) unchecked('busy');
    else {
      pass.checking += size;
      try {
        const found = await problemsOfAnswer(call, answer, deps.config.refusalStyle, forwarded.context());
        if (found) problems = found;
        else unchecked('not checkable');
      } finally {
        pass.checking -= size;
      }
    }
  }
  if (call && problems.length) {
    const at = new Date().toISOString();
    const journal = req.journalId === undefined ? null : { id: req.journalId, session: req.sandbox?.name ?? null };
    const path = pathOf(req.url);
    violations.add(problems.map((p) => ({ ...p, at, call: call.id, method: req.method, path, journal })));
    for (const problem of problems) {
      const kind = kindOf({ call: call.id, ...problem });
      if (pass.logged.has(kind)) continue;
      pass.logged.add(kind);
      app.log.warn(
        { call: call.id, field: problem.field, tier: problem.tier, expected: problem.expected, got: problem.got },
        'the backend’s answer differs from the contract (GET /__mock/violations lists each time)',
      );
    }
  }
  try {
    await captured?.write(problems.map(asRecorded));
  } catch (error) {
    app.log.warn({ err: error, dir: pass.recorder?.dir }, 'an exchange could not be recorded');
  }
}

/** A difference as a recording holds it: one counted past the listed ones says how many more times it came. */
const asRecorded = ({ more, ...problem }: Problem) =>
  more ? { ...problem, got: `${problem.got} (and ${more} more like it)`.trimStart() } : problem;

/** Runs `afterForwarded` once the answer is out (or the caller gone), counted until it is done. */
function whenAnswered(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, forwarded: Forwarded) {
  const { pending } = app.passThrough;
  let started = false;
  const done = new Promise<void>((resolve) => {
    req.afterForwarded = () => {
      if (started) return;
      started = true;
      afterForwarded(app, req, forwarded)
        .catch((error: unknown) => app.log.warn({ err: error }, 'what follows a forwarded answer failed'))
        .finally(resolve);
    };
    // a caller gone before the answer was out: nothing follows it (once out, onResponse follows)
    reply.raw.once('close', () => {
      if (started || reply.raw.writableFinished) return;
      started = true;
      resolve();
    });
  });
  pending.add(done);
  void done.finally(() => pending.delete(done));
}

/**
 * At the root: the pass-through itself (`app.passThrough`), the connection to the backend, calls
 * the mock has no route for, and what follows a forwarded answer. Registered after the request
 * journal, whose entry a violation names.
 */
export const upstreamRoot = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  const pass = createPassThrough(app.deps.config, db);
  app.decorate('passThrough', pass);
  app.decorateRequest('answeredFrom', undefined);
  app.decorateRequest('afterForwarded', undefined);
  const { url, replayDir } = pass.settings;
  if (replayDir) {
    try {
      pass.defaultReplay = await pass.recordings.load(await pass.recordings.set(replayDir));
    } catch (error) {
      throw new Error(`MOCK_REPLAY: ${(error as Error).message}`);
    }
  }
  if (url) pass.backend = await connectUpstream(app, url, upstreamSettings(app.deps.config));
  app.addHook('preParsing', async (req, reply, payload) => {
    if (!req.is404 || !req.url.startsWith('/api/') || req.internal) return;
    return route(app, req, reply, payload as Readable, null);
  });
  app.addHook('onResponse', async (req) => req.afterForwarded?.());
  app.addHook('onClose', async () => {
    await Promise.all(pass.pending);
  });
});

/** Inside /api, after the scenarios: the calls of the contract. */
export const upstreamCalls = fp(async (app: FastifyInstance) => {
  app.addHook('preParsing', async (req, reply, payload) => {
    if (reply.sent) return;
    return route(app, req, reply, payload as Readable, routePath(req.routeOptions.url));
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    passThrough: PassThrough;
  }
  interface FastifyRequest {
    /** who answered, when not the mock: the real backend or a recording */
    answeredFrom?: 'upstream' | 'recording';
    /** files a forwarded answer's differences and records it, once it is out */
    afterForwarded?: () => void;
    /** the id of the call's request journal entry (server/plugins/mock/request-journal.ts) */
    journalId?: number;
  }
}
