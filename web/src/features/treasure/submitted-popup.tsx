// The purchase request was already sent (pay_status true): go to the messages about it.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenUrl } from '../../lib/params.ts';
import { Sheet } from './sheet.tsx';

export default function SubmittedPopup({
  goodsId,
  applyBuyId,
  onClose,
}: {
  goodsId: number;
  applyBuyId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  return (
    <Sheet
      title={t('purchase.alreadyTitle')}
      onClose={onClose}
      position="center"
      closeLabel={tc('actions.close')}
      testId="submitted-popup"
    >
      <p className="dialog-text">{t('purchase.already')}</p>
      <div className="dialog-actions">
        <button
          type="button"
          className="primary-button"
          onClick={() => navigate(screenUrl('/talk', { apply_id: applyBuyId, type: 1, goods_id: goodsId }))}
          data-testid="go-messages"
        >
          {t('purchase.goMessages')}
        </button>
        <button
          type="button"
          className="secondary-button"
          onClick={() => navigate(screenUrl(`/buy_info/${goodsId}`))}
          data-testid="view-request"
        >
          {t('purchase.viewRequest')}
        </button>
      </div>
    </Sheet>
  );
}
