// A small bottom sheet (or centred card) for the page's popups: a mask that closes it, a
// title, Escape to close. Kept here so the popups do not pull in a popup library.
import { type ReactNode, useEffect, useRef } from 'react';
import { CloseIcon } from './icons.tsx';
import './sheet.css';

type Props = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'bottom' slides up from the bottom; 'center' is a card in the middle */
  position?: 'bottom' | 'center';
  closeLabel: string;
  testId?: string;
  className?: string;
};

export function Sheet({ title, onClose, children, position = 'bottom', closeLabel, testId, className }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    panel.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  return (
    <div className={`sheet-root sheet-root--${position}`} data-testid={testId}>
      <div className="sheet-mask" onClick={onClose} aria-hidden="true" />
      <div
        className={`sheet-panel sheet-panel--${position} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={typeof title === 'string' ? title : undefined}
        tabIndex={-1}
        ref={panel}
      >
        <header className="sheet-header">
          <h3 className="sheet-title">{title}</h3>
          <button type="button" className="sheet-close" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon size={18} />
          </button>
        </header>
        <div className="sheet-body">{children}</div>
      </div>
    </div>
  );
}
