// Where code -100 sends every screen (product §8).
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { StateView } from '../../components/state-view.tsx';

export default function MaintenanceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Try the page the user was on again (only a path of this site).
  const from = params.get('from');
  const retryPath = from?.startsWith('/') && !from.startsWith('//') ? from : '/';
  return (
    <Page title={t('titles.maintenance')} back={false}>
      <StateView kind="failed" title={t('maintenance.title')} hint={t('maintenance.body')} page>
        <Button color="primary" onClick={() => navigate(retryPath, { replace: true })}>
          {t('maintenance.retry')}
        </Button>
      </StateView>
    </Page>
  );
}
