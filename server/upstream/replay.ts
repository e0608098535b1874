// Answering from a recording (decisions 60 and 71), as Fastify sees it: the request's parts as the
// recording keys them (recording-index.ts finds the answer), and the recorded answer sent back.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { RecordedAnswer, RequestParts } from './exchange.ts';

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

/** The recorded answer, as the backend gave it: its status, content type, redirect and body. */
export function sendRecorded(reply: FastifyReply, answer: RecordedAnswer) {
  reply.code(answer.status);
  if (answer.type) reply.type(answer.type);
  if (answer.location) reply.header('location', answer.location);
  if (answer.body !== undefined) {
    if (!answer.type) reply.type('application/json; charset=utf-8');
    return reply.send(JSON.stringify(answer.body));
  }
  return reply.send(answer.text ?? '');
}
