// Which Node better-sqlite3 may run on, by what is known to crash:
// - better-sqlite3 12 compiled against Node 24.19 or later aborts the whole process ("Assertion
//   failed: (env) != nullptr" in Statement::~Statement): in the image, most first starts on a new
//   volume died while seeding (decision 20);
// - better-sqlite3 13, free of that abort, needs Node 22 or later: on Node 20 it installs with a
//   warning, then crashes with a segmentation fault.
//
// The Dockerfile runs this file with the image's own Node after installing the run-time packages
// (`node scripts/native-pairing.ts`: plain type-stripped TypeScript, no packages), so that a build
// on a pairing known to crash fails there, not at the first start.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** the first Node release where better-sqlite3 below FIXED_MAJOR aborts */
export const FIRST_ABORTING_NODE = '24.19.0';
/** the first better-sqlite3 major free of the abort */
export const FIXED_MAJOR = 13;
/** the oldest Node that better-sqlite3 FIXED_MAJOR and later run on */
export const FIXED_MAJOR_NEEDS_NODE = '22.0.0';

const parts = (version: string) => version.replace(/^v/, '').split('.').map(Number);

function atLeast(version: string, floor: string): boolean {
  const [a, b] = [parts(version), parts(floor)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/** Why this Node and better-sqlite3 must not go together, or undefined when they may. */
export function pairingProblem(node: string, betterSqlite3: string): string | undefined {
  const plainNode = node.replace(/^v/, '');
  if ((parts(betterSqlite3)[0] ?? 0) >= FIXED_MAJOR) {
    if (atLeast(plainNode, FIXED_MAJOR_NEEDS_NODE)) return undefined;
    return (
      `better-sqlite3 ${betterSqlite3} needs Node ${FIXED_MAJOR_NEEDS_NODE.split('.')[0]} or later ` +
      `(on Node ${plainNode} it crashes with a segmentation fault): use Node 24 LTS`
    );
  }
  if (!atLeast(plainNode, FIRST_ABORTING_NODE)) return undefined;
  return (
    `better-sqlite3 ${betterSqlite3} aborts on Node ${plainNode} ("Assertion failed: (env) != nullptr"): ` +
    `use better-sqlite3 ${FIXED_MAJOR} or later`
  );
}

/** The Node version the Dockerfile's NODE_IMAGE names: a major (`24`, moving with its patches) or an exact release. */
export function imageNodeOf(dockerfile: string): string | undefined {
  return /^ARG NODE_IMAGE=node:(\d+(?:\.\d+\.\d+)?)-[a-z]+-slim$/m.exec(dockerfile)?.[1];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const installed = JSON.parse(readFileSync('node_modules/better-sqlite3/package.json', 'utf8')).version as string;
  const problem = pairingProblem(process.versions.node, installed);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`Node ${process.versions.node} with better-sqlite3 ${installed}: a pairing that does not abort`);
}
