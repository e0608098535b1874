// Management (/guanli, /guanli_col): one's registered treasures, the recommended collection
// (at most four, featured on one's page) and whether each is open to purchase requests.
import { Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StateView } from '../../components/state-view.tsx';
import type { DataOf } from '../../lib/api/client.ts';
import { apiData, showError } from '../../lib/api/client.ts';
import { grouped } from '../../lib/digits.ts';
import { toast } from '../../lib/feedback.ts';
import { levelName, pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { artistTypeOf, type ToolRole } from './role.ts';
import { NotLoaded, toolScreen } from './tool-frame.tsx';
import { recommendProblem } from './tool-rules.ts';
import { useOwnList } from './use-own-list.ts';

type Data = DataOf<'ownerTreasures'>;
type Treasure = Data['list'][number];

export const formatPrice = (price: number) => grouped(price);

export function TreasureManagement({ role }: { role: ToolRole }) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  const artistType = artistTypeOf(role);
  const load = useOwnList('ownerTreasures', role);
  const [busy, setBusy] = useState<number | null>(null);

  if (!load.data) return <NotLoaded load={load} />;
  const data = load.data;
  const featured = data.list.filter((g) => g.recommended);
  const update = (id: number, patch: Partial<Treasure>) =>
    load.setData({ ...data, list: data.list.map((g) => (g.id === id ? { ...g, ...patch } : g)) });

  const toggleRecommended = async (treasure: Treasure, on: boolean) => {
    if (on) {
      const problem = recommendProblem(featured.length);
      if (problem) {
        toast(problem);
        return;
      }
    }
    setBusy(treasure.id);
    try {
      const { recommended } = await apiData('setRecommended', {
        body: { artist_type: artistType, goods_id: treasure.id, recommended: on ? 1 : 0 },
      });
      load.setData({ ...data, list: data.list.map((g) => ({ ...g, recommended: recommended.includes(g.id) })) });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const toggleSale = async (treasure: Treasure, on: boolean) => {
    setBusy(treasure.id);
    try {
      const answer = await apiData('setForSale', {
        body: { artist_type: artistType, goods_id: treasure.id, is_can_buy: on ? 1 : 0 },
      });
      update(treasure.id, { is_can_buy: answer.is_can_buy });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const audioKey = (g: Treasure) => (g.audio_type === 0 ? 'none' : g.audio_status === 2 ? 'ready' : 'generating');
  const slots = Array.from({ length: data.recommended_max }, (_, i) => featured[i] ?? null);

  return (
    <div className="tool-stack" data-testid="treasure-management">
      <section className="card tool-collection">
        <h2 className="card-title">
          {t('manage.collection')}
          <span className="tool-counter" data-testid="collection-count">
            {t('manage.collectionCount', { n: featured.length, max: data.recommended_max })}
          </span>
        </h2>
        <p className="muted tool-hint">{t('manage.collectionHint')}</p>
        <div className="tool-slots">
          {slots.map((g, i) =>
            g ? (
              <figure key={g.id} className="tool-slot">
                <img src={g.picture} alt="" />
                <figcaption>{pick(g, 'name')}</figcaption>
              </figure>
            ) : (
              <figure key={`empty-${i}`} className="tool-slot is-empty">
                <span>{t('manage.emptySlot')}</span>
              </figure>
            ),
          )}
        </div>
      </section>

      <div className="tool-toolbar">
        <span className="muted">{t('manage.count', { n: data.list.length })}</span>
      </div>
      {data.list.length === 0 ? (
        <StateView kind="empty" title={t('manage.empty')} />
      ) : (
        <ul className="tool-list">
          {data.list.map((g) => (
            <li key={g.id} className="tool-item is-treasure" data-testid={`treasure-${g.id}`}>
              <button
                type="button"
                className="tool-thumb-button"
                onClick={() => navigate(screenUrl(`/detail/${g.id}`, { status: 1 }))}
              >
                <img className="tool-thumb is-large" src={g.picture} alt={pick(g, 'name')} />
              </button>
              <div className="tool-item-body">
                <strong className="tool-item-title is-multiline">{pick(g, 'name')}</strong>
                <p className="tool-item-meta">
                  <span className="tool-code">{g.serial_number}</span>
                  <span className="tool-level">{levelName(g.level)}</span>
                  {g.dimensional_href && <span className="tool-kind">{t('manage.threeD')}</span>}
                </p>
                <p className="tool-item-meta">
                  <span>{g.price > 0 ? t('manage.price', { price: formatPrice(g.price) }) : t('manage.noPrice')}</span>
                  <span className={`tool-audio is-${audioKey(g)}`}>{t(`manage.audio.${audioKey(g)}`)}</span>
                </p>
                <div className="tool-switches">
                  <label>
                    <Switch
                      checked={g.recommended}
                      loading={busy === g.id}
                      onChange={(on) => void toggleRecommended(g, on)}
                      data-testid={`recommend-${g.id}`}
                    />
                    <span>{t('manage.recommended')}</span>
                  </label>
                  <label>
                    <Switch
                      checked={g.is_can_buy === 1}
                      loading={busy === g.id}
                      onChange={(on) => void toggleSale(g, on)}
                      data-testid={`sale-${g.id}`}
                    />
                    <span>{t('manage.forSale')}</span>
                  </label>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ManagementScreen = toolScreen({ title: 'guanli', role: 'master', access: { certified: true } }, () => (
  <TreasureManagement role="master" />
));
export const CollectorManagementScreen = toolScreen(
  { title: 'guanli_col', role: 'collector', access: { certified: true } },
  () => <TreasureManagement role="collector" />,
);
