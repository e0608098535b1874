// A sign of waiting for an action that may take a while (scan, share, payment, the login's code
// exchange): a small "please wait" at the middle of the screen, shown from 150 ms on until the
// action is done. Drawn without antd-mobile, so that it never waits for the dialog code itself.
import { i18n } from './i18n.ts';
import './waiting.css';

export const WAITING_DELAY_MS = 150;

let open = 0;
let shown: HTMLElement | null = null;

function show() {
  if (shown) return;
  shown = document.createElement('div');
  shown.className = 'waiting-indicator';
  shown.setAttribute('role', 'status');
  shown.setAttribute('aria-live', 'polite');
  shown.dataset.testid = 'waiting';
  const dots = document.createElement('span');
  dots.className = 'waiting-indicator-dots';
  dots.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.textContent = i18n.t('states.waiting');
  shown.append(dots, text);
  document.body.append(shown);
}

/** Runs `work` with the sign of waiting shown while it lasts (one sign for actions that overlap). */
export async function whileWaiting<T>(work: Promise<T>): Promise<T> {
  open += 1;
  const timer = window.setTimeout(show, WAITING_DELAY_MS);
  try {
    return await work;
  } finally {
    window.clearTimeout(timer);
    open -= 1;
    if (open === 0) {
      shown?.remove();
      shown = null;
    }
  }
}
