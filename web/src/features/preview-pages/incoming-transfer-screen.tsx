// /zrinfo: a treasure someone is transferring to the user (?id= names it).
import { useTranslation } from 'react-i18next';
import { IncomingTransfer } from './incoming-transfer.tsx';

export default function IncomingTransferScreen() {
  const { t } = useTranslation('preview');
  return <IncomingTransfer title="zrinfo" heading={t('incoming.title')} defaultId={6} />;
}
