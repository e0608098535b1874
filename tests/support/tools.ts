// Tests that need a program the machine may lack (Debian's nginx, docker-compose). On a
// developer's machine without it they are skipped, and the run says which program and how to
// install it. In CI (CI=true, which .ci/run sets) they fail with that message instead: CI
// installs every such program, so a missing one is a broken machine, not a reason to leave its
// tests out in silence.
import { describe, it } from 'vitest';

/** A program some tests need: its name, whether this machine has it, how to install it. */
export type Tool = { name: string; present: boolean; install: string };

/** Whether this run is CI's. */
export const inCI = (env: NodeJS.ProcessEnv = process.env) => ['true', '1'].includes((env.CI ?? '').toLowerCase());

/** What becomes of the tests that need `tool`: they run, or are skipped or fail saying why. */
export function gate(tool: Tool, ci = inCI()): { run: true } | { skip: string } | { fail: string } {
  if (tool.present) return { run: true };
  const why = `${tool.name} is not installed here (${tool.install})`;
  return ci ? { fail: `${why}: CI installs it (.ci/run), so its tests must run there` } : { skip: `skipped, ${why}` };
}

/** `describe(title, body)` for tests that need `tool`. */
export function describeWithTool(tool: Tool, title: string, body: () => void) {
  const decided = gate(tool);
  if ('run' in decided) describe(title, body);
  else if ('skip' in decided) describe(title, () => it.skip(decided.skip, () => undefined));
  else
    describe(title, () =>
      it(`needs ${tool.name}`, () => {
        throw new Error(decided.fail);
      }),
    );
}
