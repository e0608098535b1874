// Reads the config, opens (and when empty, seeds) the database, and listens.

import { networkInterfaces } from 'node:os';
import { openSeededDatabase, reseedDatabase } from '../seeds/database.ts';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
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
const db = openSeededDatabase(config.dbFile);
const app = await buildApp({ config, db, reseed: () => reseedDatabase(db) });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app
      .close()
      .then(() => db.$client.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(
  `Treasure center on http://${shown}:${config.port}  (API docs: /api-docs, login: /api/auth/login?url=/home)`,
);
if (config.mockControls) {
  // the demo controls answer this machine freely; another device (a phone) needs the token
  const reachable = config.host === '0.0.0.0' ? (lanAddress() ?? shown) : shown;
  console.log(
    `Demo controls from another device: http://${reachable}:${config.port}/?mock_token=${config.mockControlsToken}`,
  );
}

function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}
