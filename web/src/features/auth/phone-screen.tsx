// /phone: the phone-number page (the page form of the login phone popup, product §5).
import { Button, Result } from 'antd-mobile';
import './texts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { IS_MOCK_BACKEND } from '../../lib/env.ts';
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { exchangeCode } from '../../lib/login-exchange.ts';
import { useSession } from '../../lib/session.ts';
import { PhoneFields } from './phone-fields.tsx';
import { phoneProblem } from './phone-rule.ts';
import './auth-screens.css';

export default function PhoneScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { me, exchanging } = useSession();
  const code = params.get('code');
  const [phone, setPhone] = useState('');
  const [phoneCode, setPhoneCode] = useState('');

  if (!code) {
    return (
      <Page title={t('titles.phone')}>
        <div className="card auth-card">
          <Result
            status={me?.phone ? 'success' : 'info'}
            title={me?.phone ? t('login.phoneBound') : t('login.phonePageTitle')}
            description={me?.phone ? me.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : t('login.phoneHint')}
          />
          <Button block color="primary" onClick={() => navigate('/home')}>
            {t('actions.backHome')}
          </Button>
        </div>
      </Page>
    );
  }

  const submit = async () => {
    const problem = phoneProblem(phone);
    if (problem) return toast(t(problem));
    const { result, message } = await exchangeCode(code, { phone: phone.trim(), phone_code: phoneCode.trim() });
    if (result === 'logged-in' || result === 'not-master') {
      toastSuccess(t('login.phoneBound'));
      navigate('/home', { replace: true });
    } else if (result === 'failed') toast(message);
  };

  return (
    <Page title={t('titles.phone')}>
      <div className="card">
        <h3 className="card-title">{t('login.phonePageTitle')}</h3>
        <p className="muted">{t('login.phoneHint')}</p>
        <PhoneFields phone={phone} onPhone={setPhone} phoneCode={phoneCode} onPhoneCode={setPhoneCode} />
        {IS_MOCK_BACKEND && <p className="muted">{t('login.demoCode', { code: '123456' })}</p>}
        <Button block color="primary" loading={exchanging} onClick={submit}>
          {t('actions.submit')}
        </Button>
      </div>
    </Page>
  );
}
