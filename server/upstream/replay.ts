// Answering from a recording (decision 60): the request is read as the recording keys it
// (server/upstream/exchange.ts), and the recorded answer goes back as it was recorded: its
// status, content type, redirect and body.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type Exchange, matchKey, type RecordedRequest, type RequestParts, recordedRequest } from './exchange.ts';
import type { Recording } from './recording-files.ts';

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** What a Fastify request carries, as a recording reads it. */
export const partsOf = (
  req: { method: string; url: string; headers: IncomingHttpHeaders },
  bodyText?: string,
): RequestParts => ({
  method: req.method,
  url: req.url,
  contentType: header(req.headers, 'content-type'),
  ...(bodyText !== undefined ? { bodyText } : {}),
  langHeader: header(req.headers, 'lang'),
  acceptLanguage: header(req.headers, 'accept-language'),
  authorization: header(req.headers, 'authorization'),
});

/** The body's bytes, or null past `max` (the stream is then left half read). */
export async function readBody(payload: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > max) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The recorded exchange of a request, if the recording has one; the request as keyed either way. */
export function lookUp(recording: Recording, parts: RequestParts): { request: RecordedRequest; found?: Exchange } {
  const request = recordedRequest(parts);
  const found = recording.get(matchKey(request));
  return found ? { request, found } : { request };
}

/** A request as a sentence names it: `GET /api/goods/info?data=… (en, logged in)`. */
export function describeRequest(request: RecordedRequest): string {
  const query = request.query ? `?${new URLSearchParams(flatQuery(request.query)).toString()}` : '';
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`;
  const text = `${request.method} ${request.path}${query}${body}`;
  return `${text.length > 300 ? `${text.slice(0, 300)}…` : text} (${request.lang}, ${request.login ? 'logged in' : 'no login'})`;
}

const flatQuery = (query: Record<string, unknown>) =>
  Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => [key, String(one)] as [string, string]),
  );

export function sendRecorded(reply: FastifyReply, { answer }: Exchange) {
  reply.code(answer.status);
  if (answer.type) reply.type(answer.type);
  if (answer.location) reply.header('location', answer.location);
  if (answer.body !== undefined) {
    if (!answer.type) reply.type('application/json; charset=utf-8');
    return reply.send(JSON.stringify(answer.body));
  }
  return reply.send(answer.text ?? '');
}
