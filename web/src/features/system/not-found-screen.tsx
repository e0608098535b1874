import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { StateView } from '../../components/state-view.tsx';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('titles.notFound')}>
      <StateView kind="empty" title={t('errors.notFoundTitle')} hint={t('errors.notFoundHint')} page>
        <Button color="primary" onClick={() => navigate('/')}>
          {t('actions.backHome')}
        </Button>
      </StateView>
    </Page>
  );
}
