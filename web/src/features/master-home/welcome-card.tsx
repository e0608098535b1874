// The welcome banner: who is here (the master, or the assistant and the master they help, or
// the collector), their standing, and their quick actions — the QR card, the assistant's
// master switcher, the statistics buttons of a salesman-bound user, salesman binding.

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '#contract/entities/user.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { pick } from '../../lib/i18n.ts';
import { userName } from '../../lib/people.ts';
import { requireLogin } from '../../lib/session.ts';
import { Icon, type IconName } from './icons.tsx';
import type { zn } from './texts.ts';
import { type HomeKind, isAssistant, isMasterOrAssistant, isUncertified } from './tile-gates.ts';
import { identityOf } from './tiles.ts';

const QrCard = lazyPart(() => import('../../components/artist-qr-card.tsx'), {
  floating: true,
  dismiss: ({ onClose }) => onClose,
});
const MasterSwitcher = lazyPart(() => import('./master-switcher.tsx'), {
  floating: true,
  dismiss: ({ onClose }) => onClose,
});

export type Identity = { name: string; name_intl: string; pic: string } | null;

function Chip({
  icon,
  label,
  onClick,
  testId,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className="home-chip" onClick={onClick} data-testid={testId}>
      <Icon name={icon} size={16} />
      <span>{label}</span>
    </button>
  );
}

function badgeOf(kind: HomeKind, me: Me): keyof (typeof zn)['badge'] {
  if (kind === 'master') {
    if (isAssistant(me)) return 'assistant';
    if (!isMasterOrAssistant(me)) return 'member';
    return isUncertified(me.artist.status) || !me.artist_id
      ? me.artist.status === 4
        ? 'pending'
        : 'uncertified'
      : 'master';
  }
  if (me.collector_id === null) return 'member';
  return me.is_collector_inst ? 'institution' : 'collector';
}

export function WelcomeCard({
  kind,
  token,
  me,
  identity,
}: {
  kind: HomeKind;
  token: string | null;
  me: Me | null;
  identity: Identity;
}) {
  const { t } = useTranslation('masterHome');
  const navigate = useNavigate();
  const [qrOpen, setQrOpen] = useState(false);
  const [switching, setSwitching] = useState(false);

  if (!token) {
    return (
      <section className="home-welcome is-guest" data-testid="welcome">
        <div className="home-welcome-text">
          <h2 className="serif">{t(`welcome.guest.${kind}`)}</h2>
          <p>{t('welcome.guestHint')}</p>
        </div>
        <button type="button" className="home-button" onClick={() => requireLogin()}>
          {t('welcome.login')}
        </button>
      </section>
    );
  }
  if (!me) {
    return (
      <section className="home-welcome" data-testid="welcome" aria-busy="true">
        <p className="muted">{t('welcome.loading')}</p>
      </section>
    );
  }

  const assistant = kind === 'master' && isAssistant(me);
  const masterName = pick(me.artist, 'name');
  const ownName =
    kind === 'master'
      ? assistant
        ? userName(me)
        : masterName || userName(me)
      : pick(identity, 'name') || masterName || userName(me);
  const identityId = identityOf(kind, me);
  const cardName = kind === 'master' ? masterName : pick(identity, 'name') || userName(me);
  const salesmanRoute = kind === 'master' ? '/banding' : kind === 'collector' ? '/banding_col' : '/banding_inst';
  const avatar = identity?.pic || me.avatar;

  const chips = [
    identityId && (kind !== 'master' || isMasterOrAssistant(me)) && (
      <Chip key="qr" icon="qr" label={t('actions.qr')} onClick={() => setQrOpen(true)} testId="qr-button" />
    ),
    assistant && me.can_more_help !== 0 && (
      <Chip
        key="switch"
        icon="switch"
        label={t('actions.switchMaster')}
        onClick={() => setSwitching(true)}
        testId="switch-master"
      />
    ),
    me.bind_salesman_id !== null && (
      <Chip
        key="data"
        icon="chart"
        label={t('actions.statistics')}
        onClick={() => navigate('/data')}
        testId="statistics-button"
      />
    ),
    me.bind_salesman_id !== null && me.bindsalesman?.auth === 1 && (
      <Chip
        key="all"
        icon="chart"
        label={t('actions.statisticsAll')}
        onClick={() => navigate('/data_all')}
        testId="statistics-all-button"
      />
    ),
    me.bind_salesman_id === null && kind === 'master' && (
      <Chip
        key="bind"
        icon="salesman"
        label={t('actions.bindSalesman')}
        onClick={() => navigate(salesmanRoute)}
        testId="bind-salesman"
      />
    ),
  ].filter(Boolean);

  return (
    <section className="home-welcome" data-testid="welcome">
      <div className="home-welcome-head">
        {avatar ? <img className="home-avatar" src={avatar} alt="" /> : <span className="home-avatar" />}
        <div className="home-welcome-text">
          <h2 className="serif" data-testid="welcome-name">
            {t('welcome.name', { name: ownName })}
          </h2>
          <p className="home-welcome-sub">
            <span className={`home-badge is-${badgeOf(kind, me)}`}>{t(`badge.${badgeOf(kind, me)}`)}</span>
            {assistant && <span data-testid="assisting">{t('welcome.assistantOf', { master: masterName })}</span>}
          </p>
        </div>
      </div>
      {chips.length > 0 && <div className="home-chips">{chips}</div>}
      {qrOpen && identityId && <QrCard artistId={identityId} name={cardName} onClose={() => setQrOpen(false)} />}
      {switching && <MasterSwitcher current={me.artist_id} onClose={() => setSwitching(false)} />}
    </section>
  );
}
