// The repair entry (product §2): leads to /repair; it can be tucked away to a small handle and
// brought back from there. It floats at the screen's right edge at the foot of the hero, in a
// band of its own above the search card, so that it never covers the card at any width.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, WrenchIcon } from './icons.tsx';

export function RepairEntry() {
  const [open, setOpen] = useState(true);
  return (
    <div className="repair-row">
      {open ? <OpenEntry close={() => setOpen(false)} /> : <Handle reopen={() => setOpen(true)} />}
    </div>
  );
}

function Handle({ reopen }: { reopen: () => void }) {
  const { t } = useTranslation('search');
  return (
    <button
      type="button"
      className="repair-handle"
      aria-label={t('repair.reopen')}
      onClick={reopen}
      data-testid="repair-reopen"
    >
      <WrenchIcon width={16} height={16} />
    </button>
  );
}

function OpenEntry({ close }: { close: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div className="repair-entry">
      <button
        type="button"
        className="repair-close"
        aria-label={t('repair.close')}
        onClick={close}
        data-testid="repair-close"
      >
        <CloseIcon width={10} height={10} />
      </button>
      <Link to="/repair" className="repair-link" aria-label={t('repair.open')} data-testid="repair-entry">
        <WrenchIcon width={20} height={20} />
        <span>{t('repair.label')}</span>
      </Link>
    </div>
  );
}
