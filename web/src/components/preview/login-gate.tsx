// For the personal screens: without a login, a card that opens the privacy/login popup.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requireLogin, useSession } from '../../lib/session.ts';

export function LoginGate({ what, children }: { what: string; children: ReactNode }) {
  const { t } = useTranslation('preview');
  const { token } = useSession();
  if (token) return <>{children}</>;
  return (
    <div className="card pv-login" data-testid="login-gate">
      <p className="pv-login-title">{t('common.loginToSee', { what })}</p>
      <p className="muted">{t('common.loginHint')}</p>
      <Button color="primary" shape="rounded" onClick={() => void requireLogin()}>
        {t('common.login')}
      </Button>
    </div>
  );
}
