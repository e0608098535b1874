// The transfer screens, each a variant of the shared sender, recipient, form or list screen;
// the route table picks them by name.
import { useTranslation } from 'react-i18next';
import { SAMPLE_MASTER_ID } from '../../components/preview/treasure-calls.ts';
import { AssignmentList } from './assignment-list.tsx';
import { IncomingTransfer } from './incoming-transfer.tsx';
import { TransferDetail } from './transfer-detail.tsx';
import { TransferForm } from './transfer-form.tsx';
import './texts.ts';

/** Wu Xiaolan's calligraphy stands in for cultural-creative works in the examples. */
const CULTURAL_SAMPLE_ARTIST = 107;

/** /zhuanyi/:id: transfer a treasure to a new holder. */
export function TransferScreen() {
  const { t } = useTranslation('preview');
  return <TransferForm title="zhuanyi" heading={t('transfer.treasureTitle')} />;
}

/** /zhuanyi_col/:id: a collector transfers a collection item to a new holder. */
export function CollectionTransferScreen() {
  const { t } = useTranslation('preview');
  return <TransferForm title="zhuanyi_col" heading={t('transfer.collectionTitle')} />;
}

/** /zyinfo: the sender's view of a transfer (?id= names the treasure). */
export function TransferInfoScreen() {
  const { t } = useTranslation('preview');
  return <TransferDetail title="zyinfo" heading={t('detail.outTitle')} defaultId={1} />;
}

/** /zy_cul: the sender's view of a cultural-creative work's transfer (?id= names it). */
export function CulturalTransferScreen() {
  const { t } = useTranslation('preview');
  return <TransferDetail title="zy_cul" heading={t('detail.culturalOutTitle')} defaultId={24} />;
}

/** /zrinfo: a treasure someone is transferring to the user (?id= names it). */
export function IncomingTransferScreen() {
  const { t } = useTranslation('preview');
  return <IncomingTransfer title="zrinfo" heading={t('incoming.title')} defaultId={6} />;
}

/** /zr_cul: a cultural-creative work someone is transferring to the user (?id= names it). */
export function CulturalIncomingTransferScreen() {
  const { t } = useTranslation('preview');
  return <IncomingTransfer title="zr_cul" heading={t('incoming.culturalTitle')} defaultId={25} />;
}

/** /zhuanran: the user's treasure transfers, sent and received. */
export function AssignmentScreen() {
  return <AssignmentList title="zhuanran" artistId={SAMPLE_MASTER_ID} detail={{ out: '/zyinfo', in: '/zrinfo' }} />;
}

/** /zhuanran_cul: the user's cultural-creative work transfers, sent and received. */
export function CulturalAssignmentScreen() {
  return (
    <AssignmentList title="zhuanran_cul" artistId={CULTURAL_SAMPLE_ARTIST} detail={{ out: '/zy_cul', in: '/zr_cul' }} />
  );
}
