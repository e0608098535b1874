// Reads the config, opens (and when empty, seeds) the database, and listens; server.ts starts it.
// With API_UPSTREAM, the edge mode instead: the front server before the real backend
// (edge/edge-app.ts), with no database or mock.

import { publishedSecretsWarning, readConfig } from './config.ts';
import { demoControlsLine, lanAddress, runsInContainer } from './demo-controls-link.ts';
import { withGeneratedSecrets } from './generated-secrets.ts';

const config = (() => {
  try {
    return readConfig(withGeneratedSecrets(process.env));
  } catch (error) {
    // a setting to fix, said in one line: no stack trace
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
// the server's modules load once the settings hold: a setting to fix is said without loading them
const [{ openSeededDatabase, reseedDatabase }, { buildApp }, { buildEdgeApp }, { passThroughLine }] = await Promise.all(
  [
    import('../seeds/database.ts'),
    import('./app.ts'),
    import('./edge/edge-app.ts'),
    import('./upstream/pass-through.ts'),
  ],
);
const { apiUpstream } = config;
const db = apiUpstream ? null : openSeededDatabase(config.dbFile);
const app = await (db
  ? buildApp({ config, db, reseed: () => reseedDatabase(db) })
  : buildEdgeApp({ ...config, apiUpstream: apiUpstream as string })
).catch((error: Error) => {
  // a setting that cannot work (a recording that does not read, a persona the mock lacks): one line
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app
      .close()
      .then(() => db?.$client.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
if (apiUpstream)
  console.log(`Treasure center (edge mode, the API at ${apiUpstream}) on http://${shown}:${config.port}`);
else
  console.log(
    `Treasure center on http://${shown}:${config.port}  (API docs: /api-docs, login: /api/auth/login?url=/home)`,
  );
const passThrough = apiUpstream ? null : passThroughLine(app.passThrough);
if (passThrough) console.log(passThrough);
const secretsWarning = apiUpstream ? null : publishedSecretsWarning(config);
if (secretsWarning) console.warn(secretsWarning);
if (config.mockControls && !apiUpstream) {
  // the demo controls answer this machine freely; another device (a phone) needs the token
  console.log(
    demoControlsLine({
      host: config.host,
      port: config.port,
      token: config.mockControlsToken,
      publicUrl: config.publicUrl,
      inContainer: runsInContainer(),
      lanAddress: lanAddress(),
    }),
  );
}
