// What the tests of the mock in front of the real backend share: the stand-in backend (written
// from the spec alone, tests/contract/stand-in/: its own ids, tokens and encryption, one planted
// difference per path prefix) and a treasure looked up as the app looks one up.
import type { Server } from 'node:http';
import { startStandIn } from '../contract/stand-in/server.ts';
import type { TestApp } from './app.ts';

export { SHOWCASE, TOKENS } from '../contract/stand-in/records.ts';

export type StandIn = { origin: string; server: Server; close(): Promise<void> };

export async function standIn(): Promise<StandIn> {
  const { origin, server } = await startStandIn();
  return {
    origin,
    server,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** common/encrypt then goods/info, as the treasure page does; the lookup's answer. */
export async function lookUp(t: TestApp, fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  const encrypted = await t.request.post('/api/common/encrypt').set(headers).send(fields);
  const data = encrypted.body?.data?.data_encrypted;
  if (typeof data !== 'string') throw new Error(`common/encrypt answered ${encrypted.status} ${encrypted.text}`);
  return t.request.get('/api/goods/info').query({ data }).set(headers);
}

/** The request journal, newest first. */
export const journal = async (t: TestApp, query: Record<string, string | number> = {}) =>
  (await t.request.get('/__mock/requests').query(query)).body.data.list as {
    id: number;
    path: string;
    from?: string;
    persona: string | null;
    code: number | null;
  }[];
