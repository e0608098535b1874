// What the server says at start about the mock, after the line naming its address: where /api
// calls go and what is recorded or replayed (upstream/pass-through.ts), and how to open the demo
// controls (demo-controls-link.ts). `npm start` and the mock package's command print the same.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { demoControlsLines, lanAddress, runsInContainer } from './demo-controls-link.ts';
import { passThroughLine } from './upstream/pass-through.ts';

/** `port`: the one the server listens on (the setting may say 0, any free one). */
export function mockStartUpLines(app: FastifyInstance, config: Config, port: number): string[] {
  const pass = passThroughLine(app.passThrough);
  const controls = config.mockControls
    ? demoControlsLines({
        host: config.host,
        port,
        token: config.mockControlsToken,
        publicUrl: config.publicUrl,
        inContainer: runsInContainer(),
        lanAddress: lanAddress(),
        open: config.mockControlsOpen,
      })
    : [];
  return [...(pass ? [pass] : []), ...controls];
}
