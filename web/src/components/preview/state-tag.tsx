// The states a treasure or a record can be in, as tags (product §4: deleted, banned,
// transferred and signed; the draft and review wording).
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export const TREASURE_STATES = [
  'draft',
  'underReview',
  'reviewFailed',
  'approved',
  'blocked',
  'deleted',
  'banned',
  'transferred',
  'signed',
] as const;
export type TreasureState = (typeof TREASURE_STATES)[number];
export type RecordState = 'certified' | 'notCertified' | 'awaiting' | 'completed' | 'cancelled' | 'expired';

const COLOR: Record<TreasureState | RecordState, string> = {
  draft: '#8a8178',
  underReview: '#c28a1e',
  reviewFailed: '#c2410c',
  approved: '#2f7d4f',
  blocked: '#6b6259',
  deleted: '#9b948d',
  banned: '#b42318',
  transferred: '#2a6f97',
  signed: '#8c1c13',
  certified: '#2f7d4f',
  notCertified: '#8a8178',
  awaiting: '#c28a1e',
  completed: '#2f7d4f',
  cancelled: '#9b948d',
  expired: '#9b948d',
};

export function StateTag({ state }: { state: TreasureState | RecordState }) {
  const { t } = useTranslation('preview');
  return (
    <Tag color={COLOR[state]} fill="outline" className="pv-state" data-state={state}>
      {t(`states.${state}`)}
    </Tag>
  );
}
