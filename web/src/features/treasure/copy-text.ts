// Copies a text (treasure code, blockchain hash) and says 'Copy succeeded'.
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { i18n } from '../../lib/i18n.ts';

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

export async function copyText(text: string): Promise<boolean> {
  let done = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      done = true;
    }
  } catch {
    done = false;
  }
  if (!done) done = copyWithSelection(text);
  if (done) toastSuccess(i18n.t('treasure:chain.copied'));
  else toast(text);
  return done;
}
