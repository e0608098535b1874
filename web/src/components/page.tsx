// The frame of an inner screen: a header with a back arrow (the messaging app draws its own
// title bar, so inside it the page title alone is enough, and the header's actions move into
// the page) and the content.
import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isRealMessagingApp } from '../lib/messaging-app-detect.ts';

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
          <NavBar back={back === false ? null : ''} onBack={goBack} right={right}>
            {title}
          </NavBar>
        </header>
      )}
      <main className="page-body">
        {isRealMessagingApp() && right && <div className="page-actions">{right}</div>}
        {children}
      </main>
    </div>
  );
}
