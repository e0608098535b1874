// /pt_login: where an ordinary browser lands when it needs a login (product §6 and §8).
// Login really happens in the messaging app; the mock build also offers the demo login. Once
// logged in (the demo panel's persona switch comes back here), it goes on to the page it keeps.
import { Button, Result, Space } from 'antd-mobile';
import './texts.ts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { apiData, showError } from '../../lib/api/client.ts';
import { loginRedirectUrl } from '../../lib/api/unauthorized.ts';
import { IS_MOCK_BACKEND } from '../../lib/env.ts';
import { toast } from '../../lib/feedback.ts';
import { leaveTo } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import './auth-screens.css';

/** Only a path on this site may be returned to. */
export function safeReturnPath(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/home';
}

export default function BrowserLoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('redirect'));
  const { token } = useSession();

  const openInApp = async () => {
    try {
      const { data } = await apiData('urlScheme', { body: { path: returnPath } });
      leaveTo(data.openlink);
    } catch (error) {
      showError(error);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${returnPath}`);
      toast(t('login.linkCopied'));
    } catch {
      toast(`${window.location.origin}${returnPath}`);
    }
  };

  if (token) return <Navigate replace to={returnPath} />;
  return (
    <Page title={t('titles.pt_login')} back="/">
      <div className="card auth-card">
        <Result status="info" title={t('login.ptTitle')} description={t('login.ptBody')} />
        <Space direction="vertical" block>
          <Button block color="primary" onClick={openInApp}>
            {t('login.ptOpenInApp')}
          </Button>
          <Button block onClick={copyLink}>
            {t('login.ptCopyLink')}
          </Button>
          {IS_MOCK_BACKEND && (
            <Button
              block
              fill="outline"
              color="primary"
              data-testid="demo-login"
              onClick={() => leaveTo(loginRedirectUrl(returnPath))}
            >
              {t('login.ptDemoLogin')}
            </Button>
          )}
        </Space>
      </div>
    </Page>
  );
}
