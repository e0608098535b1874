// A stand-in for the real backend behind a front server (nginx, the edge mode): it records what
// reached it (method, address, headers, the body's bytes) and answers what the test says.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

export async function recordingUpstream(
  answer: (request: Received, res: ServerResponse) => void = (_request, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":"","data":null}'),
) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
