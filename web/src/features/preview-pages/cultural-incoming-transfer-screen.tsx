// /zr_cul: a cultural-creative work someone is transferring to the user (?id= names it).
import { useTranslation } from 'react-i18next';
import { IncomingTransfer } from './incoming-transfer.tsx';

export default function CulturalIncomingTransferScreen() {
  const { t } = useTranslation('preview');
  return <IncomingTransfer title="zr_cul" heading={t('incoming.culturalTitle')} defaultId={25} />;
}
