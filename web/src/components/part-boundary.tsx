// What a lazily loaded part of a page (the demo panel, a popup, a chart…) shows when its file
// could not be loaded or it broke: a line saying it is not available, with a retry, while the
// rest of the page goes on working. The screens have their own boundary (app/screen-boundary.tsx).
import { Component, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './part-boundary.css';

type Props = {
  children: ReactNode;
  onRetry: () => void;
  /** over the page (a popup, the demo panel) rather than in its place (a chart) */
  floating?: boolean | undefined;
  /** the floating notice's close button also calls this (a popup: closes it) */
  onDismiss?: (() => void) | undefined;
};

export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { floating, onRetry, onDismiss, children } = this.props;
    return this.state.failed ? (
      <PartUnavailable floating={floating} onRetry={onRetry} onDismiss={onDismiss} />
    ) : (
      children
    );
  }
}

export function PartUnavailable({ floating, onRetry, onDismiss }: Omit<Props, 'children'>) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div
      role="alert"
      className={`part-unavailable${floating ? ' part-unavailable--floating' : ''}`}
      data-testid="part-unavailable"
    >
      <span>{t('errors.partUnavailable')}</span>
      <button type="button" className="part-unavailable-retry" onClick={onRetry}>
        {t('actions.retry')}
      </button>
      {floating && (
        <button
          type="button"
          className="part-unavailable-close"
          aria-label={t('actions.close')}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          ✕
        </button>
      )}
    </div>
  );
}
