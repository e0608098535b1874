// The edge mode in process (server/edge/edge-app.ts), before a backend at `upstream` (a mock
// listening on a port of its own, or a recording stand-in), with a built front end of one page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config.ts';
import { buildEdgeApp } from '../../server/edge/edge-app.ts';

export async function edgeBefore(upstream: string, env: Record<string, string> = {}) {
  const web = join(mkdtempSync(join(tmpdir(), 'edge-')), 'real');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>the app</title>');
  const config = readConfig({ NODE_ENV: 'test', WEB_DIST: web, ...env, API_UPSTREAM: upstream });
  const edge = await buildEdgeApp({ ...config, apiUpstream: upstream });
  await edge.ready();
  return { edge, config };
}
