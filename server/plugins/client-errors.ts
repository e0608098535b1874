// Refusals Node's HTTP parser makes before Fastify has a request (headers over the size limit,
// a request that is not HTTP, a deadline passed): in the envelope and the caller's language like
// every other refusal, not Fastify's English `{"error":"Bad Request","message":"Client Error"}`.
// The language comes from the raw request's `lang` or `Accept-Language` header when the parser
// kept them (a refusal of the headers themselves), else from the request whose deadline passed
// while its body was arriving (`rememberLanguages`).
import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CODE } from '../../contract/envelope.ts';
import type { Lang } from '../../contract/limits.ts';
import { type MessageKey, message } from '../../contract/messages.ts';
import { languageOf } from './language.ts';

/** The language of the last request whose headers each connection sent. */
const languages = new WeakMap<Socket, Lang>();

/** Keeps the language of each request as its headers arrive, for a refusal of it made by Node itself (408). */
export function rememberLanguages(server: Server) {
  server.on('request', (req) => languages.set(req.socket, languageOf(req.headers)));
}

type ClientError = Error & { code?: string; rawPacket?: unknown };

function refusalOf(error: ClientError): [status: number, code: number, key: MessageKey] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, CODE.requestTimeout, 'requestTimedOut'];
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, CODE.headersTooLarge, 'headersTooLarge'];
  return [400, CODE.badRequest, 'malformedRequest'];
}

/** The headers the parser had read, as far as they can be told (for the language). */
function rawHeaders(packet: unknown): Record<string, string> {
  const text = Buffer.isBuffer(packet) ? packet.subarray(0, 16 * 1024).toString('latin1') : '';
  const header = (name: string) => new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(text)?.[1]?.trim();
  const found: Record<string, string> = {};
  for (const name of ['lang', 'accept-language']) {
    const value = header(name);
    if (value) found[name] = value;
  }
  return found;
}

export function clientErrorHandler(error: ClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, key] = refusalOf(error);
  const headers = rawHeaders(error.rawPacket);
  const lang = Object.keys(headers).length ? languageOf(headers) : (languages.get(socket) ?? languageOf({}));
  const body = JSON.stringify({ code, msg: message(key, lang), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
