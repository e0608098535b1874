// Component tests run in jsdom with the app's languages loaded (Chinese unless a test switches),
// and the client's contract check (lib/api/answer-check.ts) loaded before any test meets an
// answer, so that its first use does not delay the first answer of a file.

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import '../lib/api/answer-check.ts';
import { takeViolations } from '../lib/api/contract-violations.ts';
import { i18n, initI18n, loadBothLanguages } from '../lib/i18n.ts';

// jsdom lacks pointer capture, which antd-mobile's gestures (Popup, Slider, FloatingBubble) call.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  Element.prototype[name] ??= () => undefined;
}
Element.prototype.hasPointerCapture ??= () => false;

// Testing Library's findBy*/waitFor give up after 1 s by default. On a machine busy with other
// work (CI beside other jobs, a load of 16 on two cores), a screen's lazily loaded chunk has been
// seen to take over 6 s to arrive in jsdom, so they wait 20 s: a real failure still fails, later.
configure({ asyncUtilTimeout: 20_000 });

// In the web-shared project the files of a worker share one i18next, with the texts their
// features registered on import: initialise it once (again would drop those texts), and give
// every file Chinese to start with.
if (i18n.isInitialized) await i18n.changeLanguage('zn');
else await initI18n('zn').then(loadBothLanguages);

afterEach(() => {
  cleanup();
  localStorage.clear();
  // an answer the server could never send fails the test that faked it, even when the screen
  // swallowed the error the client threw (lib/api/answer-check.ts)
  const violations = takeViolations();
  if (violations.length) throw new Error(`fake answers that break the contract:\n${violations.join('\n')}`);
});

// a file's stubbed globals (fetch…) end with it, not in the next file of the worker
afterAll(() => vi.unstubAllGlobals());
