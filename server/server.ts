// The server's entry (`node dist/node/server/server.js`, `npm start`): two malloc arenas
// (started again with them where glibc needs telling), drizzle-orm's loader hook, then the server
// itself (start-server.ts), which everything that reaches drizzle-orm comes through.
import { loadDrizzleAsCommonJs } from './drizzle-as-commonjs.ts';
import { startWithFewMallocArenas } from './malloc-arenas.ts';

startWithFewMallocArenas();
loadDrizzleAsCommonJs();

await import('./start-server.ts');
