// /collection: the treasures the user saved (the favorite of product §4). No call lists
// them yet: the preview shows recommended treasures as saved ones.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { pick } from '../../lib/i18n.ts';
import { HeartIcon } from './icons.tsx';
import { LoadState } from './load-state.tsx';
import { LoginGate } from './login-gate.tsx';
import { showNotSent } from './not-sent.ts';
import { PreviewScreen } from './preview-screen.tsx';
import { sampleTreasures } from './treasure-calls.ts';
import { TreasureRow } from './treasure-cards.tsx';
import { useLoad } from './use-load.ts';

export default function FavoritesScreen() {
  const { t } = useTranslation('preview');
  const state = useLoad((signal) => sampleTreasures({ more: true, count: 8 }, signal), []);
  return (
    <PreviewScreen title="collection">
      <LoginGate what={t('titles.collection', { ns: 'common' })}>
        <p className="pv-caption">
          <span>{t('favorites.intro')}</span>
          <span className="muted">{state.data ? t('list.count', { count: state.data.items.length }) : null}</span>
        </p>
        <LoadState state={state} empty={(data) => data.items.length === 0}>
          {(data) => (
            <div className="pv-list">
              {data.items.map((treasure) => (
                <TreasureRow
                  key={treasure.id}
                  treasure={treasure}
                  meta={pick(treasure, 'description').split('\n')[0]}
                  tag={
                    <span className="pv-saved">
                      <HeartIcon width={14} height={14} /> {t('favorites.saved')}
                    </span>
                  }
                  actions={
                    <Button size="mini" shape="rounded" onClick={() => showNotSent(t('favorites.removed'))}>
                      {t('favorites.remove')}
                    </Button>
                  }
                />
              ))}
            </div>
          )}
        </LoadState>
      </LoginGate>
    </PreviewScreen>
  );
}
