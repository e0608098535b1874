// The visitor home (/), the first screen every visitor sees (product §2): find a treasure
// by code, hash or scan, or a master by name. The open tab is kept in the address (?tab=master)
// so that coming back from a master search returns to it.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { preloadLanguageSwitcher } from '../../components/lazy-language-switcher.tsx';
import { lazyPart } from '../../components/lazy-part.tsx';
import { BrushIcon, ChainIcon, SealIcon } from './icons.tsx';
import { RepairEntry } from './repair-entry.tsx';
import { SearchHero } from './search-hero.tsx';
import { panelId, type SearchTabKey, SearchTabs, tabId } from './search-tabs.tsx';
import { TreasureTab } from './treasure-tab.tsx';
import './texts.ts';
import './search.css';
// the master tab's own styles come with the page, for a page opened on that tab to be drawn by the server styled
import './master-tab.css';

function MasterTabLoading() {
  return <div className="search-panel-loading" aria-busy="true" />;
}
const MasterTab = lazyPart(() => import('./master-tab.tsx'), { Loading: MasterTabLoading });

/** The language switcher, and on a page opened on the master tab that tab, drawn in the first render (app/app-routes.tsx). */
export const preload = (search: string) =>
  Promise.all([
    preloadLanguageSwitcher(),
    new URLSearchParams(search).get('tab') === 'master' ? MasterTab.preload() : undefined,
  ]);

/** Fetches the master tab once the page is idle, so that switching to it is instant. */
function usePrefetchMasterTab() {
  useEffect(() => {
    const idle =
      (window as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback ??
      ((cb) => window.setTimeout(cb, 1200));
    idle(() => void MasterTab.preload());
  }, []);
}

export default function SearchScreen() {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation();
  const [params, setParams] = useSearchParams();
  usePrefetchMasterTab();
  const tab: SearchTabKey = params.get('tab') === 'master' ? 'master' : 'treasure';
  const choose = (next: SearchTabKey) => {
    if (next === tab) return;
    setParams(next === 'master' ? { tab: 'master' } : {}, { replace: true });
  };

  return (
    <div className="search-page">
      <SearchHero>
        <RepairEntry />
      </SearchHero>
      <main className="search-card">
        <SearchTabs value={tab} onChange={choose} />
        <div className="search-panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab === 'treasure' ? <TreasureTab /> : <MasterTab />}
        </div>
      </main>
      <ul className="search-features">
        <li>
          <ChainIcon width={18} height={18} />
          {t('features.chain')}
        </li>
        <li>
          <SealIcon width={18} height={18} />
          {t('features.certificate')}
        </li>
        <li>
          <BrushIcon width={18} height={18} />
          {t('features.masters')}
        </li>
      </ul>
      <footer className="copyright">{common('footer.copyright')}</footer>
    </div>
  );
}
