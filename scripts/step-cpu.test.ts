import { describe, expect, it } from 'vitest';
import { cgroupAccount, hierarchy, processTreeAccount, type StepCpu } from './step-cpu.ts';

// A step whose own process ends at once, leaving a detached grandchild that burns 0.6 CPU
// seconds and only then ends, as the journeys' Chromium outlives its worker.
const LEAVES_A_BURNER = `
const { spawn } = require('node:child_process');
spawn(process.execPath, ['-e', 'const s = process.cpuUsage(); while ((process.cpuUsage(s).user + process.cpuUsage(s).system) < 600000) {}'], { detached: true, stdio: 'ignore' }).unref();
`;

async function figureOf(account: StepCpu) {
  const child = account.spawn(['-e', LEAVES_A_BURNER], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('close', resolve));
  return account.close(60_000);
}

describe.runIf(process.platform === 'linux')("a step's CPU, the processes it left behind included", () => {
  it.runIf(hierarchy)('in a control group of its own', async () => {
    expect(await figureOf(cgroupAccount('probe', hierarchy as NonNullable<typeof hierarchy>))).toBeGreaterThanOrEqual(
      0.6,
    );
  });

  it('by following the processes that carry its mark', async () => {
    // read four times a second: up to a quarter second at the end of the burner's life is missed
    expect(await figureOf(processTreeAccount())).toBeGreaterThanOrEqual(0.3);
  });
});
