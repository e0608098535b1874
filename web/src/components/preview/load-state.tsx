// Loading, failure and empty states of a list or card, over the shared state views.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded } from '../../lib/use-load.ts';
import { StateView } from '../state-view.tsx';

type Props<T> = {
  state: Loaded<T>;
  children: (data: T) => ReactNode;
  empty?: (data: T) => boolean;
  emptyText?: string;
};

export function LoadState<T>({ state, children, empty, emptyText }: Props<T>) {
  const { t } = useTranslation('preview');
  if (state.data === undefined && !state.error) {
    return <StateView kind="loading" title={t('common.loading')} className="pv-loading" />;
  }
  if (state.data === undefined) {
    return (
      <StateView
        kind="failed"
        title={t('common.loadFailed')}
        onRetry={() => void state.reload()}
        retryText={t('common.retry')}
        className="pv-error"
      />
    );
  }
  if (empty?.(state.data))
    return <StateView kind="empty" title={emptyText ?? t('common.empty')} className="pv-error" />;
  return <>{children(state.data)}</>;
}
