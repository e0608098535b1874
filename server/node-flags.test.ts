import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const flags = SERVER_NODE_FLAGS.join(' ');

describe("the server's Node flags (server/node-flags.ts)", () => {
  it('are what npm start runs the server with', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`node ${flags} dist/node/server/server.js`);
  });

  it("are the image's command", () => {
    const command = read('Dockerfile').match(/^CMD \[("node".*)\]$/m)?.[1];
    expect(command).toBe(
      ['node', ...SERVER_NODE_FLAGS, 'dist/node/server/server.js'].map((part) => `"${part}"`).join(', '),
    );
  });

  it("are the mock package's command's, on its first line (env -S, which npm's Windows shims read too)", () => {
    expect(read('server/mock-cli.ts').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${flags}`);
  });

  it('are taken by the Node that runs this test', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
