import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('titles.notFound')}>
      <ErrorBlock status="empty" title={t('errors.notFoundTitle')} description={t('errors.notFoundHint')} fullPage>
        <Button color="primary" onClick={() => navigate('/')}>
          {t('actions.backHome')}
        </Button>
      </ErrorBlock>
    </Page>
  );
}
