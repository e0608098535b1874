// WebDriver has no init scripts (Playwright's addInitScript; WebKitGTK's driver speaks no
// WebDriver BiDi, and MiniBrowser's console goes nowhere under automation), so WebKit reaches the
// app through this proxy: every request goes to the app's server as it came, and each HTML page
// comes back with one script first in its head, the recorder of tests/journeys/in-page.ts,
// served from the proxy's own origin (the app's policy allows scripts from 'self'). The page,
// its scripts, styles and calls are the server's own, byte for byte.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installRecorder } from '../../journeys/in-page.ts';

const RECORDER_PATH = '/__journeys/recorder.js';
const RECORDER = `(${installRecorder.toString()})();\n`;

export type RecorderProxy = { baseUrl: string; close(): Promise<void> };

export async function startRecorderProxy(target: string): Promise<RecorderProxy> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    if (req.url === RECORDER_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(RECORDER);
      return;
    }
    const page = (req.headers.accept ?? '').includes('text/html');
    // the Host stays the proxy's: an address the server writes into a page (a login's way back) leads here
    const headers = { ...req.headers };
    // a page is read whole to be changed: ask for it uncompressed, and never as "not modified"
    if (page) {
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const html = page && (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head([^>]*)>/i, `<head$1><script src="${RECORDER_PATH}"></script>`),
          );
          const { 'content-length': _length, etag: _etag, ...kept } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': body.length });
          res.end(body);
        });
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
