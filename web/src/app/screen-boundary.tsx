// What a screen shows when its chunk failed to load (or took over 120 s), or when it broke.
import { Button, ErrorBlock } from 'antd-mobile';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './lazy-screen.ts';

function RetryScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const timeout = error instanceof ChunkLoadError && error.reason === 'timeout';
  return (
    <div className="screen-error" role="alert" data-testid="retry-screen">
      <ErrorBlock
        status="disconnected"
        title={timeout ? t('errors.chunkTimeout') : t('errors.chunkFailed')}
        description={t('errors.chunkFailedHint')}
      >
        <Button color="primary" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

export class ScreenBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <RetryScreen error={this.state.error} /> : this.props.children;
  }
}
