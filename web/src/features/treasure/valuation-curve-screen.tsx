// /grap/{id}: the valuation curve of a treasure, as a chart (drawn SVG, loaded lazily),
// with today's valuation, the change since the first one, and every valuation.

import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part.tsx';
import { Page } from '../../components/page.tsx';
import { StateView } from '../../components/state-view.tsx';
import { apiData } from '../../lib/api/client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { useLoad } from '../../lib/use-load.ts';
import { formatPrice } from './rules.ts';
import { Loading, SummaryHeader } from './satellite-parts.tsx';
import './texts.ts';
import './treasure.css';
import './treasure-sections.css';
import './satellites.css';

function ChartLoading() {
  const { t } = useTranslation('treasure');
  return <div className="valuation-chart valuation-chart--loading">{t('curve.loadingChart')}</div>;
}
const ValuationChart = lazyPart(() => import('./valuation-chart.tsx'), { Loading: ChartLoading });

/** The change from the first valuation to `current`, in percent with one decimal. */
export function changePercent(first: number, current: number): number | null {
  if (first <= 0) return null;
  return Math.round(((current - first) / first) * 1000) / 10;
}

export default function ValuationCurveScreen() {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  const { params } = useScreenParams();
  const id = Number(params.id);
  const state = useLoad(
    () => Promise.all([apiData('treasureSummary', { params: { id } }), apiData('valuations', { params: { id } })]),
    [id],
  );
  return (
    <Page title={tc('titles.grap')} className="satellite-page">
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <StateView kind="empty" title={t('state.empty')} hint={state.error.message} testId="satellite-empty" />
      )}
      {state.status === 'ready' &&
        (() => {
          const [summary, { list, current }] = state.data;
          const first = list[0]?.price ?? 0;
          const change = changePercent(first, current);
          return (
            <>
              <SummaryHeader summary={summary} />
              <section className="card curve-card" aria-label={t('curve.heading')}>
                <div className="curve-stats">
                  <div className="curve-stat curve-stat--main">
                    <span>{t('curve.current')}</span>
                    {/* a zero valuation is none, as the treasure page hides it */}
                    <strong data-testid="current-valuation">
                      {current > 0 ? `¥${formatPrice(current)}` : t('curve.none')}
                    </strong>
                  </div>
                  {change !== null && (
                    <div className="curve-stat">
                      <span>{t('curve.change')}</span>
                      <strong className={change >= 0 ? 'up' : 'down'} data-testid="valuation-change">
                        {change >= 0 ? '+' : ''}
                        {change}%
                      </strong>
                    </div>
                  )}
                  {list.length > 0 && (
                    <div className="curve-stat">
                      <span>{t('curve.first')}</span>
                      <strong>¥{formatPrice(first)}</strong>
                    </div>
                  )}
                </div>
                {list.length === 0 ? (
                  <StateView kind="empty" title={t('curve.empty')} testId="satellite-empty" />
                ) : (
                  <ValuationChart points={list} lang={currentLang()} seriesName={t('curve.valuation')} />
                )}
              </section>
              {list.length > 0 && (
                <section className="card" aria-label={t('curve.records')}>
                  <h2 className="card-title">{t('curve.records')}</h2>
                  <ol className="valuation-list" data-testid="valuation-list">
                    {[...list].reverse().map((point, i, all) => {
                      const previous = all[i + 1];
                      const delta = previous ? point.price - previous.price : 0;
                      return (
                        <li key={point.valued_at + i}>
                          <time>{point.valued_at}</time>
                          <span className="valuation-price">¥{formatPrice(point.price)}</span>
                          <span className={`valuation-delta ${delta > 0 ? 'up' : delta < 0 ? 'down' : ''}`}>
                            {previous ? `${delta >= 0 ? '+' : '-'}${formatPrice(Math.abs(delta))}` : '—'}
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                </section>
              )}
            </>
          );
        })()}
    </Page>
  );
}
