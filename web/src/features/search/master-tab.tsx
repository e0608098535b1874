// Master tab: scan a master's card, or type a name (2 to 15 characters; Enter searches), with
// the recent searches as chips. A chunk of its own, fetched once the home is idle (drawn by the
// server on a page opened on this tab: what is typed or sent there before the app takes over is
// carried on, as on the treasure tab).
import { type FormEvent, type SVGProps, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MASTER_NAME_MAX } from '#contract/limits.ts';
import { carriedValue, takeHeldSubmit } from '../../lib/early-input.ts';
import { alertMessage } from '../../lib/feedback.ts';
import { scanCode } from '../../lib/messaging-app.ts';
import { screenUrl } from '../../lib/params.ts';
import { base } from './icons.tsx';
import { clearHistory, readHistory, rememberName } from './master-history.ts';
import { SearchField } from './search-field.tsx';
import { SearchButton, SearchForm } from './search-form.tsx';
import { checkMasterName, interpretScan, SEARCH_QUERY } from './search-rules.ts';
import './master-tab-texts.ts';
import './master-tab.css';
import { useEarlyInputHandover } from './early-input-handover.ts';

// The two icons only this tab uses, kept in its chunk.
const ClockIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);
const TrashIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M4.5 7h15M10 4h4M6.5 7l.8 12a1 1 0 0 0 1 1h7.4a1 1 0 0 0 1-1l.8-12M10 11v5M14 11v5" />
  </svg>
);

export default function MasterTab() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [name, setName] = useState(() => carriedValue(SEARCH_QUERY.master) || params.get(SEARCH_QUERY.master) || '');
  const [history, setHistory] = useState(readHistory);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInputHandover(form, (field, value) => field === SEARCH_QUERY.master && setName(value));

  const search = (raw: string) => {
    const problem = checkMasterName(raw);
    if (problem) return void alertMessage(t(problem === 'empty' ? 'master.empty' : 'master.tooShort'));
    const wanted = raw.trim().replace(/\s+/g, ' ');
    setHistory(rememberName(wanted));
    navigate(screenUrl('/detailTeacher', { tcName: wanted }));
  };

  // a search sent before the app took over (held back, or sent without any script) is made now
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with what the first render holds
  useEffect(() => {
    const sentEarly = takeHeldSubmit('master-search');
    const sentWithoutScript = params.has(SEARCH_QUERY.master);
    if (sentWithoutScript)
      setParams(
        (now) => {
          now.delete(SEARCH_QUERY.master);
          return now;
        },
        { replace: true },
      );
    if (sentEarly || sentWithoutScript) search(name);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(name);
  };

  const scan = async () => {
    const result = interpretScan(await scanCode('master'), 'master', window.location.origin);
    if (result.kind === 'page') navigate(result.path);
    else if (result.kind === 'unknown' || result.kind === 'treasure') void alertMessage(t('unknownScan'));
    else if (result.kind === 'master') {
      setName(result.name);
      search(result.name);
    }
  };

  const pick = (entry: string) => {
    setName(entry);
    search(entry);
  };

  return (
    <SearchForm
      formRef={form}
      carry="master-search"
      tab="master"
      label={t('tabs.master')}
      onSubmit={submit}
      scan={{
        title: t('masterScan.title'),
        hint: t('masterScan.hint'),
        onScan: () => void scan(),
        testId: 'master-scan',
      }}
      orType={t('orType')}
    >
      <SearchField
        label={t('master.label')}
        placeholder={t('master.placeholder')}
        value={name}
        max={MASTER_NAME_MAX}
        onChange={setName}
        name={SEARCH_QUERY.master}
        enterKeyHint="search"
        type="search"
        testId="master-name"
      />
      <SearchButton label={t('search')} testId="master-search" />
      <section className="recent" aria-label={t('master.recent')}>
        <header className="recent-header">
          <span className="recent-title">
            <ClockIcon width={16} height={16} />
            {t('master.recent')}
          </span>
          {history.length > 0 && (
            <button
              type="button"
              className="recent-clear"
              aria-label={t('master.clearRecent')}
              title={t('master.clearRecent')}
              onClick={() => setHistory(clearHistory())}
              data-testid="master-history-clear"
            >
              <TrashIcon width={18} height={18} />
            </button>
          )}
        </header>
        {history.length > 0 ? (
          <ul className="recent-chips" data-testid="master-history">
            {history.map((entry) => (
              <li key={entry}>
                <button type="button" className="chip" onClick={() => pick(entry)}>
                  {entry}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="recent-empty">{t('master.recentEmpty')}</p>
        )}
      </section>
    </SearchForm>
  );
}
