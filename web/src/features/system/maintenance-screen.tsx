// Where code -100 sends every screen (product §8).
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';

export default function MaintenanceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Try the page the user was on again (only a path of this site).
  const from = params.get('from');
  const retryPath = from?.startsWith('/') && !from.startsWith('//') ? from : '/';
  return (
    <Page title={t('titles.maintenance')} back={false}>
      <ErrorBlock status="busy" title={t('maintenance.title')} description={t('maintenance.body')} fullPage>
        <Button color="primary" onClick={() => navigate(retryPath, { replace: true })}>
          {t('maintenance.retry')}
        </Button>
      </ErrorBlock>
    </Page>
  );
}
