// Who may drive the mock's controls (/__mock: scenarios, reset, sandboxes, the journal, the
// forwarding, the payment callback). They can wipe the data and read live tokens from the
// journal, so (decision 68):
// - every request needs the token (X-Mock-Token, or ?mock_token= on pages opened as links), which
//   the server prints at start-up as a link: the demo panel keeps it from that link. Nothing a
//   client writes in a header can tell this machine from a tunnel (ssh -R, socat, a reverse proxy
//   deliver remote clients from the loopback, under whatever Host they like), so the address and
//   the Host name grant nothing. MOCK_CONTROLS=open is the explicit way to do without it;
// - only under a Host name of this machine or one of ALLOWED_HOSTS (server/allowed-hosts.ts):
//   a page whose own name an attacker's DNS points at this machine (DNS rebinding) is refused;
// - no other site's page reaches them (Sec-Fetch-Site, Origin: server/client-identity.ts), not
//   even to read: an <img> of /__mock/requests?mock_session=x would make a sandbox;
// - a POST must be JSON: a cross-site form or no-cors fetch cannot send that content type
//   without a preflight, so no web page can reset or pay behind a visitor's back. PUT and
//   DELETE need a preflight anyway.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CODE } from '../../../contract/envelope.ts';
import { message } from '../../../contract/messages.ts';
import { hostAllowed, hostName } from '../../allowed-hosts.ts';
import { crossSite } from '../../client-identity.ts';
import type { Config } from '../../config.ts';
import { sendError } from '../envelope.ts';

export const MOCK_TOKEN_HEADER = 'x-mock-token';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers[MOCK_TOKEN_HEADER];
  if (typeof header === 'string') return header;
  const query = (req.query as Record<string, unknown> | undefined)?.mock_token;
  return typeof query === 'string' ? query : undefined;
}

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

/** A 403 for a request under a Host name this server does not answer to; null when the name is fine. */
export function wrongHost(req: FastifyRequest, config: Pick<Config, 'host' | 'allowedHosts'>) {
  const header = req.headers.host;
  return hostAllowed(header, config) ? null : { host: hostName(header) ?? String(header ?? '').slice(0, 100) };
}

/** `token`: what every request must carry; null when MOCK_CONTROLS=open asks for none. */
export const guardMockControls = fp(async (app: FastifyInstance, { token }: { token: string | null }) => {
  app.addHook('onRequest', async (req, reply) => {
    const { config } = app.deps;
    const refusedHost = wrongHost(req, config);
    if (refusedHost) return sendError(reply, 403, CODE.forbidden, message('hostNotAllowed', req.lang, refusedHost));
    if (crossSite(req, config.corsOrigins))
      return sendError(reply, 403, CODE.forbidden, message('crossSiteRefused', req.lang));
    if (token !== null) {
      const given = tokenOf(req);
      if (given === undefined || !sameToken(given, token))
        return sendError(reply, 403, CODE.forbidden, message('mockControlsToken', req.lang));
    }
    if (req.method === 'POST' && !isJson(req.headers['content-type']))
      return sendError(reply, 415, CODE.unsupported, message('mockControlsJsonOnly', req.lang));
  });
  // `curl -X POST -H 'content-type: application/json' …/__mock/reset` has no body: that is fine here.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(error as Error, undefined); // a SyntaxError: the envelope's "not valid JSON"
    }
  });
});
