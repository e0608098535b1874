// /zhuanyi/:id: transfer a treasure to a new holder.
import { useTranslation } from 'react-i18next';
import { TransferForm } from './transfer-form.tsx';

export default function TransferScreen() {
  const { t } = useTranslation('preview');
  return <TransferForm title="zhuanyi" heading={t('transfer.treasureTitle')} />;
}
