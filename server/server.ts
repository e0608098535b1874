// The server's entry (`node dist/node/server/server.js`, `npm start`): drizzle-orm's loader hook
// first, then the server itself (start-server.ts), which everything that reaches drizzle-orm
// comes through.
import { loadDrizzleAsCommonJs } from './drizzle-as-commonjs.ts';

loadDrizzleAsCommonJs();

await import('./start-server.ts');
