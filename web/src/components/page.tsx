// The frame of an inner screen: a header with a back arrow (the messaging app draws its own
// title bar, so inside it the page title alone is enough, and the header's actions move into
// the page) and the content.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isRealMessagingApp } from '../lib/messaging-app-detect.ts';
import './page.css';

type Props = {
  title: string;
  children: ReactNode;
  /** where the back arrow goes when there is no history; false hides it */
  back?: string | false;
  right?: ReactNode;
  className?: string;
};

export function Page({ title, children, back = '/', right, className }: Props) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { key } = useLocation();
  // 'default' is the entry the app was opened on: going back from it would leave the app
  // (to the login page, a chat, about:blank), so the arrow goes to `back` instead.
  const goBack = () => {
    if (key !== 'default') navigate(-1);
    else if (back) navigate(back, { replace: true });
  };
  return (
    <div className={`page ${className ?? ''}`}>
      {!isRealMessagingApp() && (
        <header className="page-header">
          <div className="page-nav-side">
            {back !== false && (
              <button type="button" className="page-back" onClick={goBack} aria-label={t('actions.back')}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            )}
          </div>
          {/* keyed: a title that changes (a master's name once it has come) is a new line, not centred text moving */}
          <div className="page-title" key={title}>
            {title}
          </div>
          <div className="page-nav-side page-nav-right">{right}</div>
        </header>
      )}
      <main className="page-body">
        {isRealMessagingApp() && right && <div className="page-actions">{right}</div>}
        {children}
      </main>
    </div>
  );
}
