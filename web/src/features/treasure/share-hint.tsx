// After a share is prepared: points at the messaging app's menu, where the user shares.
import { useTranslation } from 'react-i18next';
import { useHelpText } from '../../lib/help-texts.ts';
import './sheet.css';

export default function ShareHint({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('treasure');
  const tip = useHelpText('share_tip');
  return (
    <div
      className="share-hint"
      role="dialog"
      aria-modal="true"
      aria-label={t('share.hintTitle')}
      onClick={onClose}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      data-testid="share-hint"
    >
      <svg className="share-hint-arrow" viewBox="0 0 120 120" aria-hidden="true">
        <path
          d="M20 110 C 40 50, 70 30, 100 18"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeDasharray="8 8"
          strokeLinecap="round"
        />
        <path
          d="M84 12 L104 16 L96 34"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="share-hint-card">
        <strong>{t('share.hintTitle')}</strong>
        <p>{tip || t('share.hint')}</p>
        <button type="button" onClick={onClose}>
          {t('share.gotIt')}
        </button>
      </div>
    </div>
  );
}
