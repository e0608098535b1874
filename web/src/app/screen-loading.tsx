import { useTranslation } from 'react-i18next';
import { LoadingDots } from '../components/loading-dots.tsx';

export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="screen-loading" aria-busy="true" role="status" aria-label={t('states.loading')}>
      <LoadingDots />
    </div>
  );
}
