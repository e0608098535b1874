// lib/feedback.ts for component tests: its exports as spies, answering at once (alerts close,
// confirms are accepted). A test file takes them with `const feedback = fakeFeedback();` and reads
// what was shown from the spies.
import { vi } from 'vitest';
import * as real from '../lib/feedback.ts';
import { fakeFunctions } from './fake-functions.ts';

export const fakeFeedback = () =>
  fakeFunctions(real, {
    prefetchFeedback: vi.fn<typeof real.prefetchFeedback>(),
    alertMessage: vi.fn<typeof real.alertMessage>(async () => undefined),
    confirmMessage: vi.fn<typeof real.confirmMessage>(async () => true),
    toast: vi.fn<typeof real.toast>(),
    toastSuccess: vi.fn<typeof real.toastSuccess>(),
    toastLoading: vi.fn<typeof real.toastLoading>(() => () => undefined),
  });
