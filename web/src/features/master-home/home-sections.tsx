// The parts of a home below the welcome banner: reminders, the 'become ...' banner, the tile
// grid and the publish action sheet (compete_status 2).

import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '#contract/entities/user.ts';
import { ActionSheet } from '../../lib/antd-imperative.ts';
import { screenUrl } from '../../lib/params.ts';
import { Icon } from './icons.tsx';
import { type HomeKind, isAssistant, isMasterOrAssistant, isUncertified } from './tile-gates.ts';
import { becomeRoute, infoRoute, signRoute, type Tile } from './tiles.ts';

type Reminder = { key: 'pending' | 'sign' | 'info'; to: string };

/** What a master should still do, shown above the tiles (the tiles ask again when tapped). */
export function remindersOf(kind: HomeKind, me: Me | null): Reminder[] {
  if (kind !== 'master' || !me || !isMasterOrAssistant(me) || isAssistant(me)) return [];
  if (isUncertified(me.artist.status) || !me.artist_id) return [{ key: 'pending', to: infoRoute(kind) }];
  const list: Reminder[] = [];
  if (!me.artist.signs.sign || !me.artist.sign_password) list.push({ key: 'sign', to: signRoute(kind) });
  if (!me.infoStatus && (!me.artist.birthday || me.artist.gender === null))
    list.push({ key: 'info', to: infoRoute(kind) });
  return list;
}

export function Reminders({ kind, me }: { kind: HomeKind; me: Me | null }) {
  const { t } = useTranslation('masterHome');
  const navigate = useNavigate();
  const list = remindersOf(kind, me);
  if (!list.length) return null;
  return (
    <ul className="home-reminders" data-testid="reminders">
      {list.map((item) => (
        <li key={item.key}>
          <button type="button" onClick={() => navigate(item.to)} data-testid={`reminder-${item.key}`}>
            <span className="home-reminder-dot" aria-hidden="true" />
            <span className="home-reminder-text">{t(`reminders.${item.key}`)}</span>
            <span className="home-reminder-fix">{t('reminders.fix')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The 'become a master / collector / institution' banner, for those who are not one yet. */
export function shouldInvite(kind: HomeKind, token: string | null, me: Me | null): boolean {
  if (!token) return true;
  if (!me) return false;
  if (kind === 'master') return !isMasterOrAssistant(me);
  if (kind === 'collector') return me.collector_id === null;
  return me.is_collector_inst !== 1;
}

export function BecomeBanner({ kind }: { kind: HomeKind }) {
  const { t } = useTranslation('masterHome');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`home-become is-${kind}`}
      onClick={() => navigate(becomeRoute[kind])}
      data-testid="become-banner"
    >
      <span className="home-become-text">
        <strong className="serif">{t(`become.${kind}.title`)}</strong>
        <span>{t(`become.${kind}.body`)}</span>
      </span>
      <span className="home-become-action">
        {t(`become.${kind}.action`)}
        <Icon name="arrow" size={14} />
      </span>
    </button>
  );
}

function tileLabel(t: TFunction<'masterHome'>, kind: HomeKind, key: Tile['key']) {
  const perKind = ['info', 'publish', 'manage'].includes(key);
  // keys built at run time from the tile table: typed as the namespace's keys they are
  return t((perKind ? `tiles.${key}.${kind}` : `tiles.${key}`) as ParseKeys<'masterHome'>);
}

export function TileGrid({
  kind,
  tiles,
  blocked,
  onOpen,
}: {
  kind: HomeKind;
  tiles: Tile[];
  /** tiles that would answer 'complete your information' (drawn dimmed) */
  blocked: (tile: Tile) => boolean;
  onOpen: (tile: Tile) => void;
}) {
  const { t } = useTranslation('masterHome');
  return (
    <section className="home-services" aria-labelledby="home-services-title">
      <h2 id="home-services-title" className="card-title">
        {t('services')}
      </h2>
      <div className={`home-tiles${tiles.length % 4 === 0 ? ' is-four' : ''}`}>
        {tiles.map((tile) => (
          <button
            key={tile.key}
            type="button"
            className={`home-tile${blocked(tile) ? ' is-blocked' : ''}`}
            onClick={() => onOpen(tile)}
            data-testid={`tile-${tile.key}`}
          >
            <span className={`home-tile-icon is-${tile.key}`}>
              <Icon name={tile.icon} size={26} />
            </span>
            <span className="home-tile-label">{tileLabel(t, kind, tile.key)}</span>
            <span className="home-tile-hint">{t(`tiles.${tile.key}Hint`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

export function CompeteSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('masterHome');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      extra={t('compete.title')}
      cancelText={common('actions.cancel')}
      actions={[
        { key: 'competition', text: t('compete.competition'), description: t('compete.competitionHint') },
        { key: 'ordinary', text: t('compete.ordinary'), description: t('compete.ordinaryHint') },
      ]}
      onAction={(action) => {
        onClose();
        navigate(screenUrl('/renzhen', { kind: String(action.key) }));
      }}
    />
  );
}
