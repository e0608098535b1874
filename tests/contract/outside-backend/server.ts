// A backend written afresh from the spec alone, as a team that never saw this repository would
// write it, to prove the contract suite against (tests/contract/outside-backend.test.ts). It
// shares nothing with the mock: its own ids, codes, tokens and encryption (AES-256-GCM), and
// its own answers to what the spec leaves open, each of them legal by the spec:
// - money as decimal strings ("388000.00", "19.90"), flags as 0/1 (pay_status 0, not false);
// - a masked signature password ("******"), an envelope with a `time`, refusals with `data: {}`
//   and their own codes, HTTP 401 beside the spec's code 401;
// - the login's redirect also for a url it will not go to (javascript:), nt's own `data.user`;
// - none of the calls the spec does not list (Fastify's own 404), and the master page under a
//   path of its own.
//
// One server holds many independent runs, each under its own path prefix (`/<run>/api/...`)
// with its own state: a run named after a planted difference (PLANTED) breaks that one thing
// the spec states, so that one run of the suite per difference shows which case turns red.
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerWith, type Handler, type Planted, type Reply, routesOf } from './routes.ts';

/** Each planted difference: what it breaks, the case that must turn red, and the field it must name. */
export const PLANTED = {
  'not-found-code': {
    breaks: 'a treasure not found answers code 404, not -1',
    red: 'goods.info unknown code',
    names: 'code',
  },
  'me-without-compete-status': {
    breaks: 'auth/me leaves out compete_status',
    red: 'auth.me success',
    names: 'data.compete_status',
  },
  'check-type-message': {
    breaks: "checkGoodsType says 'main' for a main treasure, not 'goods'",
    red: 'goods.checkType success',
    names: 'msg',
  },
  'follow-status-word': {
    breaks: "getFollowStatus answers follow_status 'none', not 0/1",
    red: 'artist.followStatus success',
    // it answers a forged token as it answers a visitor: that answer carries the break too
    also: ['artist.followStatus forged token'],
    names: 'data.follow_status',
  },
  'me-without-login': { breaks: 'auth/me answers without a token', red: 'auth.me no token', names: 'code' },
  'sale-message': {
    breaks: "a treasure not for sale is refused with 'Not for sale', not the spec's 'Not for public sale'",
    red: 'collection.applyBuy not for sale',
    names: 'msg',
    writes: true,
  },
} as const satisfies Record<
  Planted,
  { breaks: string; red: string; also?: readonly string[]; names: string; writes?: true }
>;

const plantedOf = (run: string): Planted | undefined => (run in PLANTED ? (run as Planted) : undefined);

/** Builds the backend: every run under `/<run>/api`, its state made on its first request. */
export async function buildOutsideBackend(): Promise<{ app: FastifyInstance; received: Map<string, string[]> }> {
  const app = Fastify();
  await app.register(formbody);
  const runs = new Map<string, Record<string, Handler>>();
  // what each run was sent, url and body, to show what a client sent it
  const received = new Map<string, string[]>();
  app.addHook('preHandler', async (request) => {
    const run = request.url.split('/')[1] ?? '';
    received.set(run, [
      ...(received.get(run) ?? []),
      `${request.method} ${request.url} ${JSON.stringify(request.body ?? '')}`,
    ]);
  });
  const handlerOf = (run: string, route: string) => {
    let handlers = runs.get(run);
    if (!handlers) {
      handlers = routesOf(plantedOf(run));
      runs.set(run, handlers);
    }
    return handlers[route];
  };
  app.setErrorHandler((error, _request, reply) => {
    const msg = error instanceof Error ? error.message : 'error';
    reply.status(200).send({ code: -1, msg, time: Math.floor(Date.now() / 1000), data: {} });
  });
  for (const route of Object.keys(routesOf(undefined))) {
    const [method = 'GET', path = ''] = route.split(' ');
    app.route({
      method: method as 'GET' | 'POST',
      url: `/:run/api${path}`,
      handler: async (request, reply) => {
        const { run } = request.params as { run: string };
        const handler = handlerOf(run, route);
        if (!handler) return reply.callNotFound();
        const answer: Reply = await answerWith(handler, request);
        if (answer.redirect) return reply.redirect(answer.redirect, 302);
        return reply.status(answer.status ?? 200).send(answer.body);
      },
    });
  }
  return { app, received };
}

/** Starts the backend on a free port of 127.0.0.1; `received(run)` gives the requests of a run. */
export async function startOutsideBackend() {
  const { app, received } = await buildOutsideBackend();
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, close: () => app.close(), received: (run: string) => received.get(run) ?? [] };
}
