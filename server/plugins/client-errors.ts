// Refusals Node's HTTP parser makes before Fastify has a request (headers over the size limit,
// a request that is not HTTP, a deadline passed): in the envelope and the caller's language like
// every other refusal, not Fastify's English `{"error":"Bad Request","message":"Client Error"}`.
// The language comes from the raw request's `lang` or `Accept-Language` header when it got that far.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CODE } from '../../contract/envelope.ts';
import { type MessageKey, message } from '../../contract/messages.ts';
import { languageOf } from './language.ts';

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
  const body = JSON.stringify({ code, msg: message(key, languageOf(rawHeaders(error.rawPacket))), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
