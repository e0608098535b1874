// The artist QR card (product §9): {origin}/tcdetail/{artist_id}?status=1, drawn 410 x 410
// with error correction L, shown as a picture so it can be pressed and saved. Opened from the
// master home and from the master's public page; loaded only when opened.
import { Button, Popup } from 'antd-mobile';
import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTIST_QR_LEVEL, ARTIST_QR_SIZE } from '#contract/limits.ts';
import { addTexts } from '../lib/i18n.ts';
import './artist-qr-card.css';

addTexts('artistQr', {
  zn: { title: '{{name}} · 大师名片', hint: '长按图片保存，扫码即可查看公开主页', close: '关闭' },
  en: { title: '{{name}} · Master card', hint: 'Press and hold to save; scan to open the public page', close: 'Close' },
});

/** What the card encodes: the public page, as the spec writes it (a plain ?status=1 query). */
export const artistQrUrl = (artistId: number, origin = window.location.origin) =>
  `${origin}/tcdetail/${artistId}?status=1`;

/** The canvas is drawn at the screen's pixel ratio; the picture to save is exactly 410 x 410. */
function exactPicture(source: HTMLCanvasElement | null): string | null {
  try {
    const exact = document.createElement('canvas');
    exact.width = ARTIST_QR_SIZE;
    exact.height = ARTIST_QR_SIZE;
    const context = exact.getContext('2d');
    if (!source || !context) return null;
    context.imageSmoothingEnabled = false;
    context.drawImage(source, 0, 0, ARTIST_QR_SIZE, ARTIST_QR_SIZE);
    return exact.toDataURL('image/png');
  } catch {
    return null;
  }
}

export default function ArtistQrCard({
  artistId,
  name,
  onClose,
}: {
  artistId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('artistQr');
  const url = artistQrUrl(artistId);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [picture, setPicture] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas is redrawn for each url, and read after it
  useEffect(() => setPicture(exactPicture(canvas.current)), [url]);
  const title = t('title', { name });
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="artist-qr-popup" destroyOnClose>
      <div className="artist-qr" data-testid="artist-qr" data-url={url} role="dialog" aria-label={title}>
        <h3 className="artist-qr-title serif">{title}</h3>
        <div className="artist-qr-frame">
          <QRCodeCanvas
            ref={canvas}
            value={url}
            size={ARTIST_QR_SIZE}
            level={ARTIST_QR_LEVEL}
            marginSize={2}
            className={picture ? 'artist-qr-source' : 'artist-qr-image'}
          />
          {picture && (
            <img className="artist-qr-image" src={picture} width={ARTIST_QR_SIZE} height={ARTIST_QR_SIZE} alt={title} />
          )}
        </div>
        <p className="artist-qr-hint">{t('hint')}</p>
        <Button block fill="outline" shape="rounded" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Popup>
  );
}
