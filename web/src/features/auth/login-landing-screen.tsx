// /xcx_jump: the login landing (product §2). Exchanges the code for a token, then hands
// over to the mini-program: backToWeb when web_tk_code is present, otherwise its phone page
// carrying the token. Opened outside the mini-program, it says where it would have gone.
import { Button, Result, Space } from 'antd-mobile';
import './texts.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingDots } from '../../components/loading-dots.tsx';
import { Page } from '../../components/page.tsx';
import { type ExchangeResult, exchangeCode } from '../../lib/login-exchange.ts';
import { miniProgramRedirect } from '../../lib/messaging-app.ts';
import { dropCodeFromUrl } from '../../lib/session.ts';
import { readStorage, STORAGE_KEYS } from '../../lib/storage.ts';
import './auth-screens.css';

export function miniProgramTarget(token: string, webTkCode: string | null): string {
  return webTkCode
    ? `/pages/backToWeb/backToWeb?web_tk_code=${encodeURIComponent(webTkCode)}&token=${encodeURIComponent(token)}`
    : `/pages/phone/phone?token=${encodeURIComponent(token)}`;
}

export default function LoginLandingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState<{
    result: ExchangeResult | 'working' | 'no-code';
    target?: string;
    message?: string;
  }>({ result: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    if (!code) {
      setState({ result: 'no-code' });
      return;
    }
    const webTkCode = params.get('web_tk_code');
    void exchangeCode(code, webTkCode ? { web_tk_code: webTkCode } : {}).then(
      async ({ result, message, webTkCode: echoed }) => {
        if (result !== 'needs-phone') dropCodeFromUrl();
        const token = readStorage(STORAGE_KEYS.token);
        if ((result === 'logged-in' || result === 'not-master') && token) {
          const target = miniProgramTarget(token, echoed ?? webTkCode);
          const handedOver = await miniProgramRedirect(target);
          setState({ result, target: handedOver ? target : undefined });
        } else setState({ result, message });
      },
    );
  }, [params]);

  const done = state.result === 'logged-in' || state.result === 'not-master';
  return (
    <Page title={t('titles.xcx_jump')} back="/">
      <div className="card auth-card" data-testid="login-landing">
        {state.result === 'working' || state.result === 'needs-phone' ? (
          <Result status="waiting" title={t('login.loggingIn')} description={<LoadingDots />} />
        ) : done ? (
          <Result
            status="success"
            title={t('login.loginSuccess')}
            description={
              state.target ? t('login.xcxHandOver') : state.result === 'not-master' ? t('login.notMaster') : undefined
            }
          />
        ) : (
          <Result status="error" title={t('login.xcxFailed')} description={state.message} />
        )}
        {state.result !== 'working' && (
          <Space direction="vertical" block>
            <Button block color="primary" onClick={() => navigate('/home', { replace: true })}>
              {t('titles.home')}
            </Button>
            <Button block onClick={() => navigate('/', { replace: true })}>
              {t('titles.center')}
            </Button>
          </Space>
        )}
      </div>
    </Page>
  );
}
