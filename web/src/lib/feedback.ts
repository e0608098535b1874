// Alerts and toasts, the one way screens tell the user something. antd-mobile's Dialog and
// Toast (with their animation library) load on first use, or once the page is idle, so they
// do not weigh on the first visit. When that code does not come, the message is shown plainly
// (plain-feedback.ts), and the next message tries to load it again.
import { i18n } from './i18n.ts';
import { whenIdle } from './idle.ts';
import { plainDialog, plainToast } from './plain-feedback.ts';

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
  const confirmText = i18n.t('actions.confirm');
  const loaded = await ui().catch(() => null);
  if (!loaded) return plainDialog(content, [{ text: confirmText, value: undefined }], title);
  return loaded.Dialog.alert({ title, content, confirmText });
}

export async function confirmMessage(
  content: string,
  options: { title?: string; confirmText?: string; cancelText?: string } = {},
): Promise<boolean> {
  const confirmText = options.confirmText ?? i18n.t('actions.confirm');
  const cancelText = options.cancelText ?? i18n.t('actions.cancel');
  const loaded = await ui().catch(() => null);
  if (!loaded)
    return plainDialog(
      content,
      [
        { text: cancelText, value: false },
        { text: confirmText, value: true },
      ],
      options.title,
    );
  return loaded.Dialog.confirm({ title: options.title, content, confirmText, cancelText });
}

export function toast(content: string, duration = 2000) {
  void ui().then(
    ({ Toast }) => Toast.show({ content, duration }),
    () => plainToast(content, duration),
  );
}

export function toastSuccess(content: string, duration = 2000) {
  void ui().then(
    ({ Toast }) => Toast.show({ icon: 'success', content, duration }),
    () => plainToast(content, duration),
  );
}

/** Says that a part of the page (a viewer, the messaging app's emulation) could not be loaded. */
export const sayUnavailable = () => toast(i18n.t('errors.partUnavailable'));

/** A loading toast until the returned function is called. */
export function toastLoading(content?: string): () => void {
  let closed = false;
  let close = () => {
    closed = true;
  };
  void ui().then(
    ({ Toast }) => {
      if (closed) return;
      const handler = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
      close = () => handler.close();
    },
    () => {
      if (!closed) close = plainToast(content ?? i18n.t('states.loading'), 0);
    },
  );
  return () => close();
}
