// What a screen shows when its chunk failed to load (or took over 120 s), or when it broke.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateView } from '../components/state-view.tsx';
import { ChunkLoadError } from './lazy-screen.ts';

function RetryScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const timeout = error instanceof ChunkLoadError && error.reason === 'timeout';
  return (
    <StateView
      kind="failed"
      className="screen-error"
      testId="retry-screen"
      title={timeout ? t('errors.chunkTimeout') : t('errors.chunkFailed')}
      hint={t('errors.chunkFailedHint')}
      onRetry={() => window.location.reload()}
    />
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
