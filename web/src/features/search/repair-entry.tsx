// The floating repair entry (product §2): leads to /repair; it can be tucked away to a
// small handle at the edge of the screen and brought back from there.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, WrenchIcon } from './icons.tsx';

export function RepairEntry() {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <button
        type="button"
        className="repair-handle"
        aria-label={t('repair.reopen')}
        onClick={() => setOpen(true)}
        data-testid="repair-reopen"
      >
        <WrenchIcon width={16} height={16} />
      </button>
    );
  }
  return (
    <div className="repair-entry">
      <Link to="/repair" className="repair-link" aria-label={t('repair.open')} data-testid="repair-entry">
        <WrenchIcon width={20} height={20} />
        <span>{t('repair.label')}</span>
      </Link>
      <button
        type="button"
        className="repair-close"
        aria-label={t('repair.close')}
        onClick={() => setOpen(false)}
        data-testid="repair-close"
      >
        <CloseIcon width={10} height={10} />
      </button>
    </div>
  );
}
