// The artist QR card (spec section 9): {origin}/tcdetail/{artist_id}?status=1, drawn 410 x 410
// with error correction L, shown as a picture so it can be pressed and saved. Loaded when opened.
import { Popup } from 'antd-mobile';
import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTIST_QR_LEVEL, ARTIST_QR_SIZE } from '#contract/limits.ts';

/** What the card encodes: the public page, as the spec writes it (a plain ?status=1 query). */
export const artistQrUrl = (artistId: number, origin = window.location.origin) => `${origin}/tcdetail/${artistId}?status=1`;

export default function QrCard({ artistId, name, onClose }: { artistId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation('masterHome');
  const url = artistQrUrl(artistId);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [picture, setPicture] = useState<string | null>(null);
  // The canvas is drawn at the screen's pixel ratio; the picture to save is exactly 410 x 410.
  useEffect(() => {
    try {
      const source = canvas.current;
      const exact = document.createElement('canvas');
      exact.width = ARTIST_QR_SIZE;
      exact.height = ARTIST_QR_SIZE;
      const context = exact.getContext('2d');
      if (!source || !context) return;
      context.imageSmoothingEnabled = false;
      context.drawImage(source, 0, 0, ARTIST_QR_SIZE, ARTIST_QR_SIZE);
      setPicture(exact.toDataURL('image/png'));
    } catch {
      setPicture(null);
    }
  }, [url]);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="home-qr-popup" destroyOnClose>
      <div className="home-qr" data-testid="artist-qr" data-url={url}>
        <h3 className="home-qr-title serif">{t('qr.title', { name })}</h3>
        <div className="home-qr-frame">
          <QRCodeCanvas
            ref={canvas}
            value={url}
            size={ARTIST_QR_SIZE}
            level={ARTIST_QR_LEVEL}
            marginSize={2}
            className={picture ? 'home-qr-source' : 'home-qr-image'}
          />
          {picture && (
            <img className="home-qr-image" src={picture} width={ARTIST_QR_SIZE} height={ARTIST_QR_SIZE} alt={t('qr.title', { name })} />
          )}
        </div>
        <p className="home-qr-hint">{t('qr.hint')}</p>
        <button type="button" className="home-button is-ghost" onClick={onClose}>
          {t('qr.close')}
        </button>
      </div>
    </Popup>
  );
}
