// The two tabs of the visitor home, hand-made (lighter than antd-mobile's Tabs): a tablist
// whose arrow keys move between the tabs.
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchTabKey = 'treasure' | 'master';
export const SEARCH_TABS: SearchTabKey[] = ['treasure', 'master'];
export const tabId = (key: SearchTabKey) => `search-tab-${key}`;
export const panelId = (key: SearchTabKey) => `search-panel-${key}`;

export function SearchTabs({ value, onChange }: { value: SearchTabKey; onChange: (key: SearchTabKey) => void }) {
  const { t } = useTranslation('search');
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = SEARCH_TABS[(SEARCH_TABS.indexOf(value) + 1) % SEARCH_TABS.length] ?? value;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div className={`search-tabs is-${value}`} role="tablist" aria-label={t('tabs.label')} onKeyDown={keyDown}>
      {SEARCH_TABS.map((key) => (
        <button
          key={key}
          id={tabId(key)}
          type="button"
          role="tab"
          aria-selected={value === key}
          aria-controls={panelId(key)}
          tabIndex={value === key ? 0 : -1}
          className="search-tab"
          onClick={() => onChange(key)}
          data-testid={`tab-${key}`}
        >
          {t(`tabs.${key}`)}
        </button>
      ))}
      <span className="search-tabs-ink" aria-hidden />
    </div>
  );
}
