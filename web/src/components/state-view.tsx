// The one way a screen or a section says that it is loading, that it could not load (with a
// retry), or that it has nothing to show. Drawn here (a small line icon) rather than with
// antd-mobile's ErrorBlock, whose four pictures weigh about 8 KB gzipped in whatever loads it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from './loading-dots.tsx';
import './state-view.css';

type Props = {
  kind: 'loading' | 'failed' | 'empty';
  /** defaults: "Loading…", "Failed to load", "Nothing here yet" in the user's language */
  title?: ReactNode;
  hint?: ReactNode;
  /** failed: shows the retry button */
  onRetry?: () => void;
  retryText?: string;
  /** anything else under the text (a link, a button) */
  children?: ReactNode;
  className?: string;
  testId?: string;
  /** the whole screen's message (not found, maintenance): centred in the page */
  page?: boolean;
};

const ICONS = {
  // a cloud with a break in it
  failed: 'M7 18a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 8.5a4 4 0 0 1-.5 9.5H7ZM11 11l2 2m0-2-2 2',
  // an open box
  empty: 'M3 8l9-4 9 4-9 4-9-4Zm0 0v8l9 4 9-4V8M12 12v8',
};

export function StateView({ kind, title, hint, onRetry, retryText, children, className, testId, page }: Props) {
  const { t } = useTranslation();
  const classes = `state-view${page ? ' state-view--page' : ''} ${className ?? ''}`;
  if (kind === 'loading') {
    return (
      <div className={`${classes} state-view--loading`} aria-busy="true" data-testid={testId}>
        <LoadingDots />
        <span>{title ?? t('states.loading')}</span>
      </div>
    );
  }
  return (
    <div className={classes} role={kind === 'failed' ? 'alert' : undefined} data-testid={testId}>
      <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
        <path d={ICONS[kind]} fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
      <p className="state-view-title">{title ?? t(kind === 'failed' ? 'states.failed' : 'states.empty')}</p>
      {hint && <p className="state-view-hint">{hint}</p>}
      {kind === 'failed' && onRetry && (
        <button type="button" className="state-view-retry" onClick={onRetry}>
          {retryText ?? t('actions.retry')}
        </button>
      )}
      {children}
    </div>
  );
}
