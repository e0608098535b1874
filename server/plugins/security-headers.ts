// Security headers on every answer: the front end, the imitated login page, /api-docs and the
// API alike. The policy fits what those pages load: only this site's own scripts (the built
// front end and swagger-ui ship no inline script), inline styles (React style attributes,
// antd-mobile, swagger-ui, the login page's <style>), pictures from this site and data:/blob:
// URLs (QR codes, swagger-ui's icons), calls to this site only. No page may be framed.
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What every answer carries; deploy/nginx.conf sends the same (tests/deploy/nginx-conf.test.ts). */
export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // for browsers that ignore frame-ancestors
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // the login code travels in the query: never hand a full address to another site
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
} as const;

export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  });
});
