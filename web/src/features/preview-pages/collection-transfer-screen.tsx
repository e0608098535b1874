// /zhuanyi_col/:id: a collector transfers a collection item to a new holder.
import { useTranslation } from 'react-i18next';
import { TransferForm } from './transfer-form.tsx';

export default function CollectionTransferScreen() {
  const { t } = useTranslation('preview');
  return <TransferForm title="zhuanyi_col" heading={t('transfer.collectionTitle')} />;
}
