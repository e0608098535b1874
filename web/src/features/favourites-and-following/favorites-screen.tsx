// /collection: the treasures the user saved (the favorite of product §4), found as
// saved-treasures.ts says; removing one is the real toggle (goods/editSave).
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE } from '#contract/codes.ts';
import { HeartIcon } from '../../components/preview/icons.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { PreviewScreen } from '../../components/preview/preview-screen.tsx';
import type { TreasureDetail } from '../../components/preview/treasure-calls.ts';
import { TreasureRow } from '../../components/preview/treasure-cards.tsx';
import { api, showError } from '../../lib/api/client.ts';
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { rememberSave } from '../../lib/saved-here.ts';
import { useSession } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import { savedTreasures } from './saved-treasures.ts';
import './texts.ts';

/** goods/editSave toggles: true when the treasure is no longer saved. */
async function unsave(goodsId: number): Promise<boolean> {
  try {
    const answer = await api('editSave', { body: { goods_id: goodsId } });
    if (answer.code !== CODE.ok) {
      toast(answer.msg);
      return false;
    }
    toastSuccess(answer.msg);
    rememberSave(goodsId, answer.data.save_status === 1);
    return answer.data.save_status !== 1;
  } catch (error) {
    showError(error);
    return false;
  }
}

function SavedList() {
  const { t } = useTranslation('preview');
  const { token } = useSession();
  const state = useLoad((signal) => savedTreasures(signal), [token]);
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);

  const remove = async (treasure: TreasureDetail) => {
    setBusy(treasure.id);
    if (await unsave(treasure.id)) setRemoved((ids) => new Set(ids).add(treasure.id));
    setBusy(null);
  };
  const shown = state.data?.filter((treasure) => !removed.has(treasure.id));

  return (
    <>
      <p className="pv-caption">
        <span>{t('favorites.intro')}</span>
        <span className="muted">{shown ? t('common.count', { count: shown.length }) : null}</span>
      </p>
      <LoadState state={state} empty={() => shown?.length === 0} emptyText={t('favorites.none')}>
        {() => (
          <div className="pv-list" data-testid="saved-list">
            {shown?.map((treasure) => (
              <TreasureRow
                key={treasure.id}
                treasure={treasure}
                meta={t('common.by', { name: pick(treasure.artist, 'name') })}
                tag={
                  <span className="pv-saved">
                    <HeartIcon width={14} height={14} /> {t('favorites.saved')}
                  </span>
                }
                actions={
                  <Button
                    size="mini"
                    shape="rounded"
                    loading={busy === treasure.id}
                    onClick={() => remove(treasure)}
                    data-testid={`unsave-${treasure.id}`}
                  >
                    {t('favorites.remove')}
                  </Button>
                }
              />
            ))}
          </div>
        )}
      </LoadState>
    </>
  );
}

export default function FavoritesScreen() {
  const { t } = useTranslation('preview');
  return (
    <PreviewScreen title="collection">
      <LoginGate what={t('titles.collection', { ns: 'common' })}>
        <SavedList />
      </LoginGate>
    </PreviewScreen>
  );
}
