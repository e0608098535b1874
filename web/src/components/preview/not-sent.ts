// What a preview form does instead of submitting: it says that nothing was sent.
import { alertMessage } from '../../lib/feedback.ts';
import { i18n } from '../../lib/i18n.ts';

export function showNotSent(message = i18n.t('common.notSent', { ns: 'preview' })): Promise<void> {
  return alertMessage(message, i18n.t('common.notSentTitle', { ns: 'preview' }));
}
