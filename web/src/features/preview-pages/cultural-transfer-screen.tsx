// /zy_cul: the sender's view of a cultural-creative work's transfer (?id= names it).
import { useTranslation } from 'react-i18next';
import { TransferDetail } from './transfer-detail.tsx';

export default function CulturalTransferScreen() {
  const { t } = useTranslation('preview');
  return <TransferDetail title="zy_cul" heading={t('detail.culturalOutTitle')} defaultId={24} />;
}
