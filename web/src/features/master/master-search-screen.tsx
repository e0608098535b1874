// /detailTeacher?tcName={name}: the masters (and collectors, institutions) whose name matches.
// One match opens its page straight away; several are listed; none says so, with a way back.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MasterCard } from '#contract/calls/masters.ts';
import { CODE } from '#contract/codes.ts';
import { IMAGE_WIDTH_SMALL, MASTER_NAME_MAX, MASTER_NAME_MIN } from '#contract/limits.ts';
import { Page } from '../../components/page.tsx';
import { StateView } from '../../components/state-view.tsx';
import { api } from '../../lib/api/client.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl, useScreenParams } from '../../lib/params.ts';
import { sized } from '../../lib/sized-image.ts';
import { firstLine, kindOf, MASTER_SEARCH_PATH } from './master-labels.ts';
import { LoadingCards } from './master-states.tsx';
import './texts.ts';
import './master.css';

type State =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed' }
  | { status: 'done'; list: MasterCard[]; total: number };

export const masterPageUrl = (id: number) => screenUrl(`/tcdetail/${id}`, { status: 1 });

function ResultCard({ master }: { master: MasterCard }) {
  const { t } = useTranslation('master');
  const kind = kindOf(master);
  return (
    <li>
      <Link className="master-result" to={masterPageUrl(master.id)} data-testid="master-result">
        <img className="master-result-photo" src={sized(master.pic, IMAGE_WIDTH_SMALL)} alt="" loading="lazy" />
        <span className="master-result-body">
          <span className="master-result-name">
            <strong className="serif">{pick(master, 'name')}</strong>
            {kind !== 'master' && <span className={`kind-badge is-${kind}`}>{t(`kind.${kind}`)}</span>}
          </span>
          {pick(master, 'title') && <span className="master-result-title">{pick(master, 'title')}</span>}
          <span className="master-result-profile">{firstLine(pick(master, 'content'))}</span>
          <span className="master-result-works">{t('search.works', { count: master.works_count })}</span>
        </span>
      </Link>
    </li>
  );
}

export default function MasterSearchScreen() {
  const { t } = useTranslation('master');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const { query } = useScreenParams();
  const name = (query.tcName ?? '').trim().slice(0, MASTER_NAME_MAX);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new value loads again
  useEffect(() => {
    if ([...name].length < MASTER_NAME_MIN) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api('masterSearch', { query: { name }, signal: controller.signal })
      .then((answer) => {
        if (answer.code !== CODE.ok)
          return setState(answer.code === CODE.badRequest ? { status: 'invalid' } : { status: 'failed' });
        const { list, total } = answer.data;
        const [only] = list;
        if (only && list.length === 1 && total === 1) navigate(masterPageUrl(only.id), { replace: true });
        else setState({ status: 'done', list, total });
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [name, attempt, navigate]);

  return (
    <Page title={common('titles.detailTeacher')} back={MASTER_SEARCH_PATH} className="master-search-page">
      {state.status === 'loading' && <LoadingCards label={t('search.resultsFor', { name })} />}
      {state.status === 'invalid' && (
        <StateView kind="empty" title={t('search.invalidTitle')}>
          <Link className="state-view-action" to={MASTER_SEARCH_PATH}>
            {t('search.again')}
          </Link>
        </StateView>
      )}
      {state.status === 'failed' && (
        <StateView
          kind="failed"
          title={t('page.failedTitle')}
          hint={t('page.failedBody')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {state.status === 'done' && state.list.length === 0 && (
        <StateView
          kind="empty"
          title={t('search.noneTitle', { name })}
          hint={t('search.noneBody')}
          testId="master-search-none"
        >
          <Link className="state-view-action" to={MASTER_SEARCH_PATH}>
            {t('search.again')}
          </Link>
        </StateView>
      )}
      {state.status === 'done' && state.list.length > 0 && (
        <>
          <div className="master-results-summary">
            <h1 className="serif">{t('search.resultsFor', { name })}</h1>
            <span>{t('search.count', { count: state.total })}</span>
          </div>
          <ul className="master-results" data-testid="master-results">
            {state.list.map((master) => (
              <ResultCard key={master.id} master={master} />
            ))}
          </ul>
          {state.total > state.list.length && (
            <p className="master-results-more muted">
              {t('search.more', { shown: state.list.length, total: state.total })}
            </p>
          )}
          <Link className="master-search-again" to={MASTER_SEARCH_PATH}>
            {t('search.again')}
          </Link>
        </>
      )}
    </Page>
  );
}
