// /zyinfo: the sender's view of a transfer (?id= names the treasure).
import { useTranslation } from 'react-i18next';
import { TransferDetail } from './transfer-detail.tsx';

export default function TransferInfoScreen() {
  const { t } = useTranslation('preview');
  return <TransferDetail title="zyinfo" heading={t('detail.outTitle')} defaultId={1} />;
}
