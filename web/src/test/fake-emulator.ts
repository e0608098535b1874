// lib/messaging-app-emulator.tsx for component tests: the emulation's actions as spies, a share
// and a payment that succeed. A test file takes them with `const emulator = fakeEmulator();`.
import { vi } from 'vitest';
import * as real from '../lib/messaging-app-emulator.tsx';
import { fakeFunctions } from './fake-functions.ts';

export const fakeEmulator = () =>
  fakeFunctions(real, {
    emulateShare: vi.fn(async (_content: unknown): Promise<boolean> => true),
    emulatePayment: vi.fn(async (_payment: unknown): Promise<boolean> => true),
    emulateScan: vi.fn(),
    emulateMiniProgram: vi.fn(),
  });
