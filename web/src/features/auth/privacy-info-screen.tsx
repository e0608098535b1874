// /privacy_info: the user privacy agreement (a help text of goods/getHelpInfoConfig).
import { useTranslation } from 'react-i18next';
import './texts.ts';
import { Page } from '../../components/page.tsx';
import { useHelpText } from '../../lib/help-texts.ts';
import './auth-screens.css';

export default function PrivacyInfoScreen() {
  const { t } = useTranslation();
  const agreement = useHelpText('privacy_agreement');
  return (
    <Page title={t('titles.privacy_info')}>
      <article className="card">
        <h2 className="card-title serif">{t('login.privacyLink')}</h2>
        <div className="privacy-text">{agreement || t('login.privacyBody')}</div>
      </article>
    </Page>
  );
}
