// Alerts and toasts, the one way screens tell the user something. antd-mobile's Dialog and
// Toast (with their animation library) load on first use, or once the page is idle, so they
// do not weigh on the first visit.
import { i18n } from './i18n.ts';
import { whenIdle } from './idle.ts';

// One import for every call: the messages of two calls made while the code is still loading
// come in the order of the calls (separate imports of one module may settle in either order,
// and a later toast would then be replaced by an earlier one).
let loading: Promise<typeof import('./feedback-ui.ts')> | undefined;
const ui = () =>
  (loading ??= import('./feedback-ui.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/** Fetches the dialog code in the background once the first screen is up. */
export function prefetchFeedback() {
  whenIdle(() => void ui());
}

/** The modal message box with its confirm button. */
export async function alertMessage(content: string, title?: string): Promise<void> {
  const { Dialog } = await ui();
  return Dialog.alert({ title, content, confirmText: i18n.t('actions.confirm') });
}

export async function confirmMessage(
  content: string,
  options: { title?: string; confirmText?: string; cancelText?: string } = {},
): Promise<boolean> {
  const { Dialog } = await ui();
  return Dialog.confirm({
    title: options.title,
    content,
    confirmText: options.confirmText ?? i18n.t('actions.confirm'),
    cancelText: options.cancelText ?? i18n.t('actions.cancel'),
  });
}

export function toast(content: string, duration = 2000) {
  void ui().then(({ Toast }) => Toast.show({ content, duration }));
}

export function toastSuccess(content: string, duration = 2000) {
  void ui().then(({ Toast }) => Toast.show({ icon: 'success', content, duration }));
}

/** A loading toast until the returned function is called. */
export function toastLoading(content?: string): () => void {
  let closed = false;
  let close = () => {
    closed = true;
  };
  void ui().then(({ Toast }) => {
    if (closed) return;
    const handler = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
    close = () => handler.close();
  });
  return () => close();
}
