// The yardsticks for npm run bench: a bare Fastify route answering a small JSON object, and one
// answering the same bytes as goods/info (read from BARE_PAYLOAD_FILE), written once.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const treasure = process.env.BARE_PAYLOAD_FILE ? readFileSync(process.env.BARE_PAYLOAD_FILE, 'utf8') : '{}';
app.get('/bare', async () => ({ code: 0, msg: 'success', data: { hello: 'world' } }));
app.get('/bare-treasure', (_req, reply) => reply.type('application/json; charset=utf-8').send(treasure));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
