// npm run seed: puts the seed data back into DB_FILE (everything users did is lost).

import { openDatabase } from '../db/client.ts';
import { readConfig } from '../server/config.ts';
import { seedDatabase } from './seed.ts';

if (!process.argv.includes('--yes')) {
  console.error('This erases every change in the database. Run it as `npm run seed` (which passes --yes).');
  process.exit(1);
}
const { dbFile } = readConfig();
const db = openDatabase(dbFile);
const started = performance.now();
seedDatabase(db);
db.$client.close();
console.log(`Seeded ${dbFile} in ${Math.round(performance.now() - started)} ms`);
