// Component tests run in jsdom with the app's languages loaded (Chinese unless a test switches).

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n.ts';

// jsdom lacks pointer capture, which antd-mobile's gestures (Popup, Slider, FloatingBubble) call.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  Element.prototype[name] ??= () => undefined;
}
Element.prototype.hasPointerCapture ??= () => false;

// Testing Library's findBy*/waitFor give up after 1 s by default: too short when the machine is
// busy (CI, or two suites at once). A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

await initI18n('zn');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
