// A backend that misbehaves on purpose, for the tests of the mock in front of it: answers
// compressed as the caller's Accept-Encoding allows (gzip, deflate, br) or as the test forces,
// lists far longer than any screen asks for with a field missing from every item, and bodies
// that drip a byte at a time and never end. Built on recordingUpstream: what reached it is kept.
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { type Received, recordingUpstream } from './recording-upstream.ts';

export type Encoding = 'gzip' | 'deflate' | 'br' | 'identity';

const ENCODERS: Record<Exclude<Encoding, 'identity'>, (bytes: Buffer) => Buffer> = {
  gzip: (bytes) => zlib.gzipSync(bytes, { level: 1 }),
  deflate: (bytes) => zlib.deflateSync(bytes, { level: 1 }),
  br: (bytes) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
};

/** `text` as the bytes a backend sends with Content-Encoding `encoding`. */
export const encoded = (text: string | Buffer, encoding: Encoding) =>
  encoding === 'identity' ? Buffer.from(text) : ENCODERS[encoding](Buffer.from(text));

/** A news list of `items` items, every one without its `title` (a field the spec lists). */
export function newsWithoutTitles(items: number): string {
  const list = Array.from({ length: items }, (_, i) => ({
    id: i + 1,
    title_intl: `News ${i + 1}`,
    url: `https://news.example.com/${i + 1}`,
    pic: '/media/news.png',
    published_at: '2026-11-01 10:00:00',
  }));
  return JSON.stringify({ code: 0, msg: 'success', data: { list } });
}

/** What the backend answers to one request. */
export type Behaviour =
  | { json: string; encoding?: Encoding }
  /** headers at once, then one byte every `everyMs`, never ending */
  | { drip: true; everyMs: number };

/** `behaviour(request)` says how each request is answered; change it between tests with `backend.behave`. */
export async function misbehavingUpstream(initial: (request: Received) => Behaviour) {
  let behaviour = initial;
  const sent: { url: string; bytes: Buffer; encoding: Encoding }[] = [];
  const drips = new Set<NodeJS.Timeout>();
  const answer = (request: Received, res: ServerResponse) => {
    const chosen = behaviour(request);
    if ('drip' in chosen) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0,"msg":"success","data":{"list":[');
      const drip = setInterval(() => res.write(' '), chosen.everyMs);
      drips.add(drip);
      res.once('close', () => {
        clearInterval(drip);
        drips.delete(drip);
      });
      return;
    }
    const encoding = chosen.encoding ?? 'identity';
    const bytes = encoded(chosen.json, encoding);
    sent.push({ url: request.url, bytes, encoding });
    res
      .writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(bytes.length),
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      })
      .end(bytes);
  };
  const upstream = await recordingUpstream(answer);
  return {
    url: upstream.url,
    received: upstream.received,
    /** what it sent, newest last: the bytes as they went on the wire */
    sent,
    behave(next: (request: Received) => Behaviour) {
      behaviour = next;
    },
    /** whether a dripping answer is still going */
    dripping: () => drips.size > 0,
    close() {
      for (const drip of drips) clearInterval(drip);
      return upstream.close();
    },
  };
}
