// The official account's QR code, drawn by qrcode.react's SVG component (loaded with this popup).
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Sheet } from './sheet.tsx';

/** The product's official account (the messaging app opens its follow page from the code). */
export const OFFICIAL_ACCOUNT_URL = 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=TreasureCenter';
const QR_SIZE = 200;

export default function QrPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  return (
    <Sheet
      title={t('qr.title')}
      onClose={onClose}
      position="center"
      closeLabel={tc('actions.close')}
      testId="qr-popup"
      className="qr-sheet"
    >
      <div className="qr-frame">
        <QRCodeSVG
          value={OFFICIAL_ACCOUNT_URL}
          size={QR_SIZE}
          level="M"
          fgColor="#1f1a17"
          bgColor="#fffdf8"
          title={t('qr.name')}
          data-testid="qr-code"
        />
        <span className="qr-name serif">{t('qr.name')}</span>
      </div>
      <p className="qr-hint">{t('qr.hint')}</p>
    </Sheet>
  );
}
