// /index: a front page for browsing: look-up entries, rare treasures, and the newest ones.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntryGrid } from '../../components/preview/entry-grid.tsx';
import {
  BuildingIcon,
  ChainIcon,
  ChevronIcon,
  GemIcon,
  MuseumIcon,
  SearchIcon,
  UserPlusIcon,
} from '../../components/preview/icons.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { sampleTreasures } from '../../components/preview/treasure-calls.ts';
import { TreasureRow, TreasureTile } from '../../components/preview/treasure-cards.tsx';
import { levelName, pick } from '../../lib/i18n.ts';
import { useLoad } from '../../lib/use-load.ts';
import './texts.ts';

const RARE = '珍品';

export default function TreasureIndexScreen() {
  const { t } = useTranslation('preview');
  const state = useLoad((signal) => sampleTreasures({ more: true, count: 12 }, signal), []);

  return (
    <PreviewScreen
      title="index"
      top={
        <header className="pv-hero pv-index-hero">
          <h1 className="serif">{t('index.heroTitle')}</h1>
          <p className="pv-hero-sub">{t('index.heroBody')}</p>
          <Link to="/" className="pv-search-entry" data-testid="index-search">
            <SearchIcon width={18} height={18} /> {t('index.search')}
          </Link>
        </header>
      }
    >
      <Section>
        <EntryGrid
          entries={[
            { to: '/list', label: t('titles.list', { ns: 'common' }), icon: GemIcon },
            { to: '/detailTeacher', label: t('index.masters'), icon: UserPlusIcon },
            { to: '/institution', label: t('index.entries.institution'), icon: MuseumIcon },
            { to: '/unit', label: t('index.entries.unit'), icon: BuildingIcon },
            { to: '/digitalCollection', label: t('index.entries.digitalCollection'), icon: ChainIcon },
          ]}
          columns={5}
        />
      </Section>
      <LoadState state={state} empty={(data) => data.items.length === 0}>
        {(data) => {
          const rare = data.items.filter((item) => item.level.name === RARE);
          const featured = (rare.length >= 2 ? rare : data.items).slice(0, 4);
          return (
            <>
              <Section
                title={t('index.rare')}
                extra={
                  <Link to="/list" className="pv-more">
                    {t('common.viewAll')} <ChevronIcon width={14} height={14} />
                  </Link>
                }
              >
                <div className="pv-grid">
                  {featured.map((treasure) => (
                    <TreasureTile key={treasure.id} treasure={treasure} />
                  ))}
                </div>
              </Section>
              <Section title={t('index.latest')}>
                <div className="pv-list is-flat">
                  {data.items
                    .filter((item) => !featured.includes(item))
                    .slice(0, 5)
                    .map((treasure) => (
                      <TreasureRow
                        key={treasure.id}
                        treasure={treasure}
                        meta={`${levelName(treasure.level)} · ${pick(treasure, 'description').split('\n')[0]}`}
                      />
                    ))}
                </div>
              </Section>
            </>
          );
        }}
      </LoadState>
    </PreviewScreen>
  );
}
