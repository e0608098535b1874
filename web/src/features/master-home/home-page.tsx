// One home for the three roles: /home (master or assistant), /home_col (collector) and
// /home_inst (collection institution). Header and title, the welcome banner, reminders, the
// 'become ...' banner, the tiles with their checks, and the public notice.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '#contract/entities/user.ts';
import { NOTICE_APP_TYPE } from '#contract/limits.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { apiData } from '../../lib/api/client.ts';
import { ensureMe, loadMe, type SessionStatus, useSession } from '../../lib/session.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { HomeHeader } from './home-header.tsx';
import { BecomeBanner, CompeteSheet, Reminders, shouldInvite, TileGrid } from './home-sections.tsx';
import type { Notice } from './notice-popup.tsx';
import { type HomeKind, isAssistant, tileVerdict } from './tile-gates.ts';
import { type Tile, tilesOf } from './tiles.ts';
import { useOpenTile } from './use-open-tile.ts';
import { type Identity, WelcomeCard } from './welcome-card.tsx';
import './texts.ts';
import './home.css';

const NoticePopup = lazyPart(() => import('./notice-popup.tsx'), {
  floating: true,
  dismiss: ({ onConfirm }) => onConfirm,
});

/** The active notice, when its content differs from the one confirmed last time. */
function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    let live = true;
    apiData('publicNotice', { query: { app_type: NOTICE_APP_TYPE } })
      .then((data) => {
        const found = data as Partial<Notice>;
        if (!live || !found.content) return;
        if (found.content !== readStorage(STORAGE_KEYS.noticeContent)) setNotice(found as Notice);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const confirm = () => {
    if (notice) writeStorage(STORAGE_KEYS.noticeContent, notice.content);
    setNotice(null);
  };
  return { notice, confirm };
}

/**
 * The identity's own name and picture: a collector's or institution's (the me call carries the
 * author's name only), or a master's photo, as his public page shows it (an assistant keeps his
 * own avatar).
 */
function useOwnIdentity(kind: HomeKind, me: Me | null): Identity {
  const [identity, setIdentity] = useState<Identity>(null);
  const masterId = kind === 'master' && me && !isAssistant(me) ? me.artist_id : null;
  const collectorId = kind === 'master' ? null : (me?.collector_id ?? null);
  useEffect(() => {
    setIdentity(null);
    const found = masterId
      ? apiData('masterPage', { params: { id: masterId } }).then(({ artist }) => artist)
      : collectorId
        ? apiData('ownerProfile', { query: { artist_type: 2 } })
        : null;
    if (!found) return;
    let live = true;
    found
      .then((own) => live && setIdentity({ name: own.name, name_intl: own.name_intl, pic: own.pic }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [masterId, collectorId]);
  return identity;
}

/**
 * The session loads the user at start; a home opened before anything asked loads it, and one
 * whose load failed asks once more.
 */
function useUserLoaded(token: string | null, status: SessionStatus) {
  const retried = useRef(false);
  useEffect(() => {
    if (!token) return;
    if (status === 'idle') ensureMe();
    if (status === 'failed' && !retried.current) {
      retried.current = true;
      void loadMe().catch(() => undefined);
    }
  }, [token, status]);
}

export function HomePage({ kind }: { kind: HomeKind }) {
  const { t: common } = useTranslation();
  const { token, me, popup, exchanging, meStatus } = useSession();
  useUserLoaded(token, meStatus);
  const { notice, confirm } = useNotice();
  const identity = useOwnIdentity(kind, me);
  const { open, competeSheet, closeCompeteSheet } = useOpenTile(kind);

  const tiles = tilesOf(kind).filter(
    (tile) => !(tile.hiddenForAssistant && me && kind === 'master' && isAssistant(me)),
  );
  const blocked = (tile: Tile) =>
    Boolean(token && me) && tileVerdict(kind, { token, me, inMessagingApp: true }, tile.rule).kind === 'completeInfo';

  return (
    <div className={`home-page is-${kind}`} data-testid={`home-${kind}`}>
      <HomeHeader kind={kind} />
      <main className="home-body">
        <WelcomeCard kind={kind} token={token} me={me} identity={identity} />
        <Reminders kind={kind} me={me} />
        {shouldInvite(kind, token, me) && <BecomeBanner kind={kind} />}
        <TileGrid kind={kind} tiles={tiles} blocked={blocked} onOpen={(tile) => void open(tile)} />
      </main>
      <footer className="copyright">{common('footer.copyright')}</footer>
      <CompeteSheet visible={competeSheet} onClose={closeCompeteSheet} />
      {/* one dialog at a time: the login (its code exchange, the phone or authorisation popup) first */}
      {notice && popup === null && !exchanging && <NoticePopup notice={notice} onConfirm={confirm} />}
    </div>
  );
}
