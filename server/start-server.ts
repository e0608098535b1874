// Reads the config, opens (and when empty, seeds) the database, and listens; server.ts starts it.
// With API_UPSTREAM, the edge mode instead: the front server before the real backend
// (edge/edge-app.ts), with no database or mock.

import { publishedSecretsWarning, readConfig } from './config.ts';
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
const [{ openSeededDatabase, reseedDatabase }, { buildApp }, { buildEdgeApp }, { mockStartUpLines }] =
  await Promise.all([
    import('../seeds/database.ts'),
    import('./app.ts'),
    import('./edge/edge-app.ts'),
    import('./start-up-lines.ts'),
  ]);
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
if (!apiUpstream) {
  for (const line of mockStartUpLines(app, config, config.port)) console.log(line);
  const secretsWarning = publishedSecretsWarning(config);
  if (secretsWarning) console.warn(secretsWarning);
}
