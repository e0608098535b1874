// lib/messaging-app-emulator.tsx for component tests: the emulation's actions as spies, a share
// and a payment that succeed. A test file takes it with
//   const emulator = await vi.hoisted(() => import('<path>/test/fake-emulator.ts'));
//   vi.mock('<path>/lib/messaging-app-emulator.tsx', () => import('<path>/test/fake-emulator.ts'));
import { vi } from 'vitest';

export const emulateShare = vi.fn(async (_content: unknown): Promise<boolean> => true);
export const emulatePayment = vi.fn(async (_payment: unknown): Promise<boolean> => true);
export const emulateScan = vi.fn();
export const emulateMiniProgram = vi.fn();
