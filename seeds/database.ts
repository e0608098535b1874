// The database the server runs on: a missing or empty file is migrated and seeded at start.
import { count } from 'drizzle-orm';
import { type Db, openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { seedDatabase } from './seed.ts';

export function openSeededDatabase(file: string): Db {
  const db = openDatabase(file);
  const people = db.select({ n: count() }).from(users).get()?.n ?? 0;
  if (people === 0) seedDatabase(db);
  return db;
}

export function reseedDatabase(db: Db) {
  seedDatabase(db);
}
