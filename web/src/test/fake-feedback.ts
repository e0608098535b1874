// lib/feedback.ts for component tests: the same exports as spies, answering at once (alerts
// close, confirms are accepted). A test file takes it with
//   const feedback = await vi.hoisted(() => import('<path>/test/fake-feedback.ts'));
//   vi.mock('<path>/lib/feedback.ts', () => import('<path>/test/fake-feedback.ts'));
// and reads what was shown from the spies.
import { vi } from 'vitest';
import type * as real from '../lib/feedback.ts';

export const prefetchFeedback = vi.fn<typeof real.prefetchFeedback>();
export const alertMessage = vi.fn<typeof real.alertMessage>(async () => undefined);
export const confirmMessage = vi.fn<typeof real.confirmMessage>(async () => true);
export const toast = vi.fn<typeof real.toast>();
export const toastSuccess = vi.fn<typeof real.toastSuccess>();
export const toastLoading = vi.fn<typeof real.toastLoading>(() => () => undefined);
