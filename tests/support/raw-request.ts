// A request written byte for byte on a socket (a request line or headers no HTTP client would
// send), and what came back once the server closed the connection.
import { connect } from 'node:net';

export type RawAnswer = { status: number; head: string; body: string };

/** Sends `request` to 127.0.0.1:`port`; resolves once the server has closed the connection. */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const end = answer.indexOf('\r\n\r\n');
      const head = end === -1 ? answer : answer.slice(0, end);
      resolve({ status: Number(head.split(' ')[1]), head, body: end === -1 ? '' : answer.slice(end + 4) });
    });
  });
}
