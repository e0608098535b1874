// A QR code that is valid for a number of minutes (product §9: 30 or 5), with its
// countdown and a button for a new one once it has expired.
import { Button } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdown } from './format.ts';
import { ClockIcon } from './icons.tsx';

type Props = {
  /** what the code opens; a fresh nonce is added each time it is renewed */
  url: string;
  minutes: number;
  title?: string;
  hint?: string;
  /** for tests and screenshots: when the code was made */
  issuedAt?: number;
};

const nonce = () => Math.random().toString(36).slice(2, 10);

export function QrCard({ url, minutes, title, hint, issuedAt }: Props) {
  const { t } = useTranslation('preview');
  const [issued, setIssued] = useState(() => ({ at: issuedAt ?? Date.now(), nonce: nonce() }));
  const [now, setNow] = useState(() => Date.now());
  const left = issued.at + minutes * 60_000 - now;
  const expired = left <= 0;

  useEffect(() => {
    if (expired) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired]);

  const value = useMemo(() => {
    const target = new URL(url, window.location.origin);
    target.searchParams.set('qr', issued.nonce);
    return target.toString();
  }, [url, issued.nonce]);

  return (
    <div className="pv-qr" data-testid="qr-card">
      {title && <h3 className="pv-qr-title">{title}</h3>}
      <div className={`pv-qr-code ${expired ? 'is-expired' : ''}`}>
        <QRCodeSVG value={value} size={180} level="M" bgColor="#ffffff" fgColor="#1f1a17" marginSize={2} />
        {expired && <div className="pv-qr-expired">{t('qr.expired')}</div>}
      </div>
      <p className="pv-qr-validity">
        <ClockIcon width={16} height={16} /> {t('qr.validFor', { minutes })}
      </p>
      {!expired && <p className="pv-qr-left">{t('qr.remaining', { time: countdown(left) })}</p>}
      <p className="muted pv-qr-hint">{hint ?? t('qr.scanHint')}</p>
      {expired && (
        <Button size="small" color="primary" onClick={() => setIssued({ at: Date.now(), nonce: nonce() })}>
          {t('qr.refresh')}
        </Button>
      )}
    </div>
  );
}
