// The bar fixed at the bottom: the official-account QR and the purchase request button.
// Requests are allowed only when is_can_buy is 1 ('Not for public sale' otherwise); once sent
// (pay_status true) the button opens the 'already submitted, go to messages' dialog. Its owner
// is not offered to buy it: the button says whose it is, and a tap why it asks nothing.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Treasure } from '#contract/entities/treasure.ts';
import { apiData, showError } from '../../lib/api/client.ts';
import { alertMessage } from '../../lib/feedback.ts';
import { requireLogin } from '../../lib/session.ts';
import { QrIcon } from './icons.tsx';

type Props = {
  treasure: Treasure;
  /** the viewer owns it (its author, collector or institution) */
  own: boolean;
  onQr: () => void;
  onForm: () => void;
  onAlreadySent: (applyBuyId: number) => void;
};

export function BuyBar({ treasure, own, onQr, onForm, onAlreadySent }: Props) {
  const { t } = useTranslation('treasure');
  const busy = useRef(false);
  const forSale = treasure.is_can_buy === 1;
  const offered = forSale && !own;

  const wantToBuy = async () => {
    if (own) {
      await alertMessage(t('bar.ownTreasureHint'));
      return;
    }
    if (!forSale) {
      await alertMessage(t('bar.notForSale'));
      return;
    }
    if (!requireLogin() || busy.current) return;
    busy.current = true;
    try {
      const status = await apiData('applyBuyStatus', { body: { goods_id: treasure.id } });
      if (status.pay_status) onAlreadySent(status.apply_buy_id);
      else onForm();
    } catch (error) {
      showError(error);
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="buy-bar" data-testid="buy-bar">
      <button type="button" className="buy-bar-side" onClick={onQr} data-testid="qr-button">
        <QrIcon size={20} />
        <span>{t('bar.officialAccount')}</span>
      </button>
      <button
        type="button"
        className={`buy-button ${offered ? '' : 'buy-button--off'}`}
        onClick={() => void wantToBuy()}
        data-testid="buy-button"
      >
        {own
          ? t('bar.ownTreasure')
          : !forSale
            ? t('bar.notForSale')
            : treasure.apply_buy_id > 0
              ? t('bar.requested')
              : t('bar.wantToBuy')}
      </button>
    </div>
  );
}
