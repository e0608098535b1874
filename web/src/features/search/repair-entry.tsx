// The repair entry (product §2): a floating entry to /repair that can be tucked away to a small
// handle and brought back from there. At rest it is a tab at the screen's right edge at the foot of
// the hero, in a band of its own above the search card, so it never covers the card at any width.
// Once that band has scrolled out of sight it floats docked at the right edge, a narrow strip
// inside the card's margin (as the demo tab is on the left), so it stays at hand and still covers
// nothing.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, WrenchIcon } from './icons.tsx';

export function RepairEntry() {
  const [open, setOpen] = useState(true);
  const band = useRef<HTMLDivElement>(null);
  const bandOutOfSight = useOutOfSight(band);
  return (
    <div className="repair-row" ref={band}>
      {open ? <OpenEntry close={() => setOpen(false)} /> : <Handle reopen={() => setOpen(true)} />}
      {open && bandOutOfSight ? <DockedEntry /> : null}
    </div>
  );
}

/** Whether the element has scrolled wholly out of the viewport (false until known). */
function useOutOfSight(element: React.RefObject<HTMLElement | null>) {
  const [outOfSight, setOutOfSight] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOutOfSight(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return outOfSight;
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

function DockedEntry() {
  const { t } = useTranslation('search');
  return (
    <Link to="/repair" className="repair-dock" aria-label={t('repair.open')} data-testid="repair-docked">
      <span aria-hidden="true">{t('repair.label')}</span>
    </Link>
  );
}
