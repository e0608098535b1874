// /home_index: the user's own home: who is logged in, points, and every personal screen.

import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '#contract/entities/user.ts';
import { LanguageSwitcher, preloadLanguageSwitcher } from '../../components/lazy-language-switcher.tsx';
import { displayName } from '../../components/preview/display-name.ts';
import { EntryGrid } from '../../components/preview/entry-grid.tsx';
import { groupThousands } from '../../components/preview/format.ts';
import {
  BoxIcon,
  BrushIcon,
  BuildingIcon,
  ChainIcon,
  ChevronIcon,
  CoinsIcon,
  CompassIcon,
  GemIcon,
  HeartIcon,
  HomeIcon,
  InboxIcon,
  MuseumIcon,
  ReceiptIcon,
  SearchIcon,
  TransferIcon,
  UserPlusIcon,
  WrenchIcon,
} from '../../components/preview/icons.tsx';
import { ExampleMark, PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { SAMPLE_POINTS_BALANCE } from '../../components/preview/sample-points-balance.ts';
import { requireLogin, useSession } from '../../lib/session.ts';
import type { zn } from './texts.ts';
import './texts.ts';

function roleOf(me: Me): 'master' | 'assistant' | 'collector' | 'institution' | 'visitor' {
  if (me.artist_user_id) return 'assistant';
  if (me.is_artist) return 'master';
  if (me.is_collector_inst) return 'institution';
  if (me.collector_id) return 'collector';
  return 'visitor';
}

function ProfileCard() {
  const { t } = useTranslation('preview');
  const { token, me } = useSession();
  return (
    <header className="pv-hero pv-profile" data-testid="profile-card">
      <div className="pv-profile-top">
        <span className="pv-avatar">{me?.avatar ? <img src={me.avatar} alt="" /> : <HomeIcon />}</span>
        <div className="pv-profile-text">
          {me ? (
            <>
              <strong>{t('home.greeting', { name: displayName(me) })}</strong>
              <span className="pv-role">{t(`home.roles.${roleOf(me)}`)}</span>
            </>
          ) : (
            <>
              <strong>{t('home.guest')}</strong>
              <span className="pv-hero-sub">{t('home.guestHint')}</span>
            </>
          )}
        </div>
        <LanguageSwitcher className="pv-hero-switch" />
      </div>
      {!token && (
        <Button size="small" shape="rounded" className="pv-hero-button" onClick={() => void requireLogin()}>
          {t('common.login')}
        </Button>
      )}
      {token && (
        <Link to="/chongzhi" className="pv-points" data-testid="points-link">
          <span>
            <span className="pv-points-label">
              {t('home.pointsBalance')} <ExampleMark />
            </span>
            <strong className="pv-points-value">{groupThousands(SAMPLE_POINTS_BALANCE)}</strong>
          </span>
          <span className="pv-points-action">
            {t('home.recharge')} <ChevronIcon width={16} height={16} />
          </span>
        </Link>
      )}
    </header>
  );
}

/** The hero's language switcher drawn in the first render. */
export const preload = preloadLanguageSwitcher;

export default function HomeIndexScreen() {
  const { t } = useTranslation('preview');
  const label = (key: keyof (typeof zn)['home']['entries']) => t(`home.entries.${key}`);
  return (
    <PreviewScreen title="home_index" top={<ProfileCard />}>
      <Section title={t('home.mine')}>
        <EntryGrid
          entries={[
            { to: '/zhenbao', label: label('zhenbao'), icon: GemIcon },
            { to: '/zbbox', label: label('zbbox'), icon: BoxIcon },
            { to: '/digitalCollection', label: label('digitalCollection'), icon: ChainIcon },
            { to: '/collection', label: label('collection'), icon: HeartIcon },
            { to: '/concern', label: label('concern'), icon: UserPlusIcon },
            { to: '/ScoreRecord', label: label('scoreRecord'), icon: CoinsIcon },
            { to: '/ConsumptionDetails', label: label('consumption'), icon: ReceiptIcon },
          ]}
        />
      </Section>
      <Section title={t('home.transfers')}>
        <EntryGrid
          entries={[
            { to: '/zhuanran', label: label('zhuanran'), icon: TransferIcon },
            { to: '/zrinfo', label: label('zrinfo'), icon: InboxIcon },
            { to: '/zhuanran_cul', label: label('zhuanran_cul'), icon: BrushIcon },
          ]}
        />
      </Section>
      <Section title={t('home.services')}>
        <EntryGrid
          entries={[
            { to: '/', label: label('search'), icon: SearchIcon },
            { to: '/home', label: label('masterHome'), icon: HomeIcon },
            { to: '/index', label: label('index'), icon: CompassIcon },
            { to: '/institution', label: label('institution'), icon: MuseumIcon },
            { to: '/unit', label: label('unit'), icon: BuildingIcon },
            { to: '/repair', label: label('repair'), icon: WrenchIcon },
          ]}
        />
      </Section>
      <p className="copyright">{t('footer.copyright', { ns: 'common' })}</p>
    </PreviewScreen>
  );
}
