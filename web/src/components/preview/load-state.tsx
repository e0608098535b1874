// Loading, failure and empty states of a list or card.
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded } from './use-load.ts';

type Props<T> = {
  state: Loaded<T>;
  children: (data: T) => ReactNode;
  empty?: (data: T) => boolean;
  emptyText?: string;
};

export function LoadState<T>({ state, children, empty, emptyText }: Props<T>) {
  const { t } = useTranslation('preview');
  if (state.loading && state.data === undefined) {
    return (
      <div className="pv-loading" aria-busy="true">
        <DotLoading color="primary" /> {t('common.loading')}
      </div>
    );
  }
  if (state.data === undefined) {
    return (
      <ErrorBlock status="disconnected" title={t('common.loadFailed')} description={null} className="pv-error">
        <Button size="small" color="primary" fill="outline" onClick={state.reload}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (empty?.(state.data))
    return <ErrorBlock status="empty" title={emptyText ?? t('common.empty')} description={null} className="pv-error" />;
  return <>{children(state.data)}</>;
}
