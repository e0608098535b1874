// Who is calling, as the mock's controls, its sandboxes and its counts of guesses see it: the
// client's address, and whether the request comes from another site's page.
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether an address is this machine's loopback. */
const isLoopback = (address: string | undefined) => address !== undefined && LOOPBACK.has(address);

/**
 * The client's address. Behind proxies the server trusts (TRUST_PROXY), the address they forward
 * (Fastify's `req.ip`). Otherwise the peer, or, when the peer is on this machine (Vite's dev proxy,
 * which forwards with X-Forwarded-For), the client it forwards.
 */
export function clientAddress(
  req: Pick<FastifyRequest, 'socket' | 'headers' | 'ip'>,
  trustProxy: boolean | string[],
): string | undefined {
  if (trustProxy !== false) return req.ip;
  const peer = req.socket.remoteAddress;
  if (!isLoopback(peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const nearest = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim();
  return nearest || peer;
}

/**
 * Whether another site's page sent the request (an <img>, a form, a script's fetch): what the
 * browser says in Sec-Fetch-Site, or, from a browser too old to say it, an Origin other than the
 * request's own host. A front end of another origin listed in CORS_ORIGINS is no other site.
 */
export function crossSite(req: Pick<FastifyRequest, 'headers'>, corsOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (origin && corsOrigins.includes(origin.replace(/\/+$/, ''))) return false;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'cross-site' || site === 'same-site';
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host?.toLowerCase();
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage
  }
}
