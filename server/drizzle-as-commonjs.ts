// drizzle-orm loaded as CommonJS, not as ES modules. Node's ES module loader looks up the package
// of each module it loads, and drizzle-orm's 448 modules share a package.json of 179 KB (447
// exports): loading them as ES modules made some 170 MB of garbage at every start, and V8 kept
// the heap it grew for it (the server idled at about 360 MB; with this, about 150 MB less). Its
// CommonJS build is the same code, and is found without those lookups.
//
// A module hook must be in place before anything resolves drizzle-orm, so the server's entry
// (server.ts) and startMock call loadDrizzleAsCommonJs first and load the rest dynamically;
// importing the mock package alone changes nothing in the importer's process. registerHooks is Node 22.15 and
// later; on an older 22 drizzle loads as before.
import module from 'node:module';

const DRIZZLE = /^drizzle-orm(\/|$)/;

let registered = false;

/** Puts the hook in place (once per process): call it before anything imports drizzle-orm. */
export function loadDrizzleAsCommonJs() {
  if (registered) return;
  registered = true;
  (module as { registerHooks?: typeof module.registerHooks }).registerHooks?.({
    resolve(specifier, context, nextResolve) {
      if (!DRIZZLE.test(specifier)) return nextResolve(specifier, context);
      const conditions = context.conditions.filter((condition) => condition !== 'import');
      return nextResolve(specifier, { ...context, conditions: [...conditions, 'require'] });
    },
  });
}
