// The artist QR card (spec section 9): {origin}/tcdetail/{artist_id}?status=1, 410 px, error
// correction L. Loaded only when opened.
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTIST_QR_LEVEL, ARTIST_QR_SIZE } from '#contract/limits.ts';

/** What the card encodes: the public page, as the spec writes it (a plain ?status=1 query). */
export const artistQrUrl = (artistId: number, origin = window.location.origin) => `${origin}/tcdetail/${artistId}?status=1`;

export default function QrCard({ artistId, name, onClose }: { artistId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation('master');
  const url = artistQrUrl(artistId);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="qr-mask" onClick={onClose} data-testid="qr-card" data-url={url}>
      <div className="qr-card" role="dialog" aria-modal="true" aria-label={t('page.qrTitle', { name })} onClick={(e) => e.stopPropagation()}>
        <h2 className="serif">{t('page.qrTitle', { name })}</h2>
        <QRCodeSVG className="qr-code" value={url} size={ARTIST_QR_SIZE} level={ARTIST_QR_LEVEL} marginSize={2} />
        <p className="muted">{t('page.qrHint')}</p>
        <button type="button" className="master-button is-ghost" onClick={onClose}>
          {t('page.close')}
        </button>
      </div>
    </div>
  );
}
