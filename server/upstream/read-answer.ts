// A forwarded answer read to be checked and recorded, within a limit counted in the bytes it
// holds once decompressed: a compressed answer is decompressed as it streams, and reading stops
// as soon as it has grown past the limit (a few kilobytes of gzip can hold gigabytes). Whatever
// is not read whole (over the limit, an encoding it cannot decode, a body that does not
// decompress) still goes to the caller exactly as the backend sent it: the bytes read so far,
// then the rest of the stream.
import { Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';

const DECODERS: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/** The answer's body, decompressed (`whole`), or the backend's bytes to pass on unread. */
export type ReadAnswer = { whole: Buffer } | { unread: Readable; why: 'too large' | 'not decodable' };

/** The backend's bytes as they came: those read so far, then the rest of the stream. */
function asSent(read: Buffer[], rest: AsyncIterator<Buffer>): Readable {
  return Readable.from(
    (async function* () {
      yield* read;
      yield* { [Symbol.asyncIterator]: () => rest };
    })(),
    { objectMode: false },
  );
}

/**
 * Reads `stream` (sent with `encoding`, the answer's Content-Encoding) while what it holds stays
 * within `max` bytes.
 */
export async function readAnswer(stream: Readable, encoding: string, max: number): Promise<ReadAnswer> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const coding = encoding.trim().toLowerCase() || 'identity';
  const read: Buffer[] = [];
  let size = 0;
  if (coding === 'identity') {
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return { whole: Buffer.concat(read) };
      read.push(value);
      size += value.length;
      if (size > max) return { unread: asSent(read, iterator), why: 'too large' };
    }
  }
  const decoder = DECODERS[coding]?.();
  if (!decoder) return { unread: asSent(read, iterator), why: 'not decodable' };
  const out: Buffer[] = [];
  let failed = false;
  decoder.on('data', (chunk: Buffer) => {
    out.push(chunk);
    size += chunk.length;
    // past the limit: what it would still inflate is not wanted
    if (size > max) decoder.destroy();
  });
  decoder.on('error', () => {
    failed = true;
  });
  const settled = new Promise<void>((done) => decoder.once('close', done));
  for (;;) {
    if (size > max) return { unread: asSent(read, iterator), why: 'too large' };
    if (failed) return { unread: asSent(read, iterator), why: 'not decodable' };
    const { value, done } = await iterator.next();
    if (done) {
      decoder.end();
      await settled;
      if (size > max) return { unread: asSent(read, iterator), why: 'too large' };
      if (failed) return { unread: asSent(read, iterator), why: 'not decodable' };
      return { whole: Buffer.concat(out) };
    }
    read.push(value);
    // one chunk at a time: the next is read once this one is decompressed (or the limit passed)
    await new Promise<void>((done) => {
      if (decoder.write(value)) setImmediate(done);
      else {
        decoder.once('drain', done);
        decoder.once('close', done);
      }
    });
  }
}
