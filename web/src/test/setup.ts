// Component tests run in jsdom with the app's languages loaded (Chinese unless a test switches).

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n.ts';

// jsdom lacks pointer capture, which antd-mobile's gestures (Popup, Slider, FloatingBubble) call.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  Element.prototype[name] ??= () => undefined;
}
Element.prototype.hasPointerCapture ??= () => false;

await initI18n('zn');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
