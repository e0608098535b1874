// The public notice (auth/getPublicNotice?app_type=1, product §4 and §7): shown only when
// its content differs from the one stored last time; confirming stores it. Its HTML is
// sanitised (scripts, event handlers and foreign pictures removed) and never run.

import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../lib/antd-imperative.ts';
import { pick } from '../../lib/i18n.ts';

export type Notice = { title: string; title_intl: string; content: string; content_intl: string };

const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !/^(https:\/\/|\/media\/|\/uploads\/)/.test(node.getAttribute('src') ?? ''))
    node.remove();
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Event-handler attributes (onerror=…), taken out of the text before any parser sees it:
 * Chromium reports a handler attribute to the page's CSP (a console error) even when it only
 * parses it into an inert document, as DOMPurify does. DOMPurify stays the sanitiser.
 */
const HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/** The notice's HTML without anything that could run. */
export const sanitizeNotice = (html: string) =>
  purifier.sanitize(html.replace(HANDLER_ATTRIBUTE, ''), {
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'script', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });

export default function NoticePopup({ notice, onConfirm }: { notice: Notice; onConfirm: () => void }) {
  const { t } = useTranslation('masterHome');
  return (
    <Modal
      visible
      title={pick(notice, 'title')}
      bodyClassName="home-notice"
      content={
        <div
          className="home-notice-body"
          data-testid="notice-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the notice is HTML by contract, sanitised by DOMPurify first
          dangerouslySetInnerHTML={{ __html: sanitizeNotice(pick(notice, 'content')) }}
        />
      }
      actions={[{ key: 'confirm', text: t('notice.confirm'), primary: true, onClick: onConfirm }]}
    />
  );
}
