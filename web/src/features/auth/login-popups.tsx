// The popups of the login flow: the privacy/login popup that login-only actions open, the
// phone popup nt asks for (code -1), and the authorisation mask ('Please authorise login').
import { Button, Checkbox, Mask, Popup } from 'antd-mobile';
import './texts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IS_MOCK_BACKEND } from '../../lib/env.ts';
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { useHelpText } from '../../lib/help-texts.ts';
import { exchangeCode } from '../../lib/login-exchange.ts';
import { closeLoginPopup, dropCodeFromUrl, startLogin, useSession } from '../../lib/session.ts';
import { PhoneFields } from './phone-fields.tsx';
import { phoneProblem } from './phone-rule.ts';
import './login-popups.css';

const DEMO_PHONE_CODE = '123456';

function PrivacyPopup() {
  const { t } = useTranslation();
  const agreement = useHelpText('privacy_agreement');
  const [agreed, setAgreed] = useState(false);
  return (
    <Popup visible onMaskClick={closeLoginPopup} bodyClassName="login-popup" data-testid="privacy-popup">
      <h3 className="login-popup-title">{t('login.privacyTitle')}</h3>
      <p className="login-popup-text">{t('login.privacyBody')}</p>
      {agreement && <div className="login-popup-agreement">{agreement}</div>}
      {/* Tapping the sentence ticks the box; only the agreement's name opens it. */}
      <Checkbox checked={agreed} onChange={setAgreed} className="login-popup-check">
        {t('login.agreePrefix')}
        <Link to="/privacy_info" onClick={closeLoginPopup}>
          {t('login.privacyLink')}
        </Link>
      </Checkbox>
      <div className="login-popup-actions">
        <Button block onClick={closeLoginPopup}>
          {t('login.disagree')}
        </Button>
        <Button
          block
          color="primary"
          onClick={() => {
            if (!agreed) {
              toast(t('login.agreeFirst'));
              return;
            }
            startLogin();
          }}
        >
          {t('login.agreeAndLogin')}
        </Button>
      </div>
    </Popup>
  );
}

function PhonePopup({ code }: { code: string }) {
  const { t } = useTranslation();
  const { exchanging } = useSession();
  const [phone, setPhone] = useState('');
  const [phoneCode, setPhoneCode] = useState('');
  const submit = async () => {
    const problem = phoneProblem(phone);
    if (problem) {
      toast(t(problem));
      return;
    }
    const { result, message } = await exchangeCode(code, { phone: phone.trim(), phone_code: phoneCode.trim() });
    if (result === 'logged-in' || result === 'not-master') {
      dropCodeFromUrl();
      toastSuccess(t('login.loginSuccess'));
    } else if (result === 'failed') toast(message);
  };
  return (
    <Popup visible bodyClassName="login-popup" data-testid="phone-popup">
      <h3 className="login-popup-title">{t('login.phoneTitle')}</h3>
      <p className="login-popup-text">{t('login.phoneHint')}</p>
      <PhoneFields
        phone={phone}
        onPhone={setPhone}
        phoneCode={phoneCode}
        onPhoneCode={setPhoneCode}
        codeExtra={
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() =>
              toast(IS_MOCK_BACKEND ? t('login.demoCode', { code: DEMO_PHONE_CODE }) : t('login.codeSent'))
            }
          >
            {t('login.sendCode')}
          </Button>
        }
      />
      {IS_MOCK_BACKEND && <p className="login-popup-hint">{t('login.demoCode', { code: DEMO_PHONE_CODE })}</p>}
      <Button block color="primary" loading={exchanging} onClick={submit} className="login-popup-submit">
        {t('actions.submit')}
      </Button>
    </Popup>
  );
}

function AuthoriseMask() {
  const { t } = useTranslation();
  return (
    <div data-testid="authorise-mask">
      {/* antd-mobile hides a Mask's content from screen readers (aria-hidden): the dialog sits beside it. */}
      <Mask visible opacity="thick" />
      <div className="authorise-mask" role="dialog" aria-modal="true" aria-label={t('login.authoriseTitle')}>
        <h3>{t('login.authoriseTitle')}</h3>
        <p>{t('login.authoriseBody')}</p>
        <Button
          color="primary"
          block
          onClick={() => startLogin(`${window.location.origin}${window.location.pathname}`)}
        >
          {t('login.authoriseAgain')}
        </Button>
      </div>
    </div>
  );
}

export default function LoginPopups() {
  const { popup, pendingCode } = useSession();
  if (popup === 'privacy') return <PrivacyPopup />;
  if (popup === 'phone' && pendingCode) return <PhonePopup code={pendingCode} />;
  if (popup === 'authorise') return <AuthoriseMask />;
  return null;
}
