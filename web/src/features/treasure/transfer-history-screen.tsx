// /record/{id}: the transfer history of a treasure, oldest first, ending with its holder.
// is_link=1 (co-authored works) names every co-author at the top.
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { StateView } from '../../components/state-view.tsx';
import { apiData } from '../../lib/api/client.ts';
import { pick } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { useLoad } from '../../lib/use-load.ts';
import { formatPrice, isCertifiedHolder } from './rules.ts';
import { Loading, SummaryHeader } from './satellite-parts.tsx';
import './texts.ts';
import './treasure.css';
import './treasure-sections.css';
import './satellites.css';

export default function TransferHistoryScreen() {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  const { params, query } = useScreenParams();
  const id = Number(params.id);
  const state = useLoad(
    () => Promise.all([apiData('treasureSummary', { params: { id } }), apiData('transferRecords', { params: { id } })]),
    [id],
  );
  return (
    <Page title={tc('titles.record')} className="satellite-page">
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <StateView kind="empty" title={t('state.empty')} hint={state.error.message} testId="satellite-empty" />
      )}
      {state.status === 'ready' && (
        <>
          <SummaryHeader summary={state.data[0]} showCoAuthors={query.is_link === '1'}>
            {query.is_link === '1' && state.data[0].link_artist.length > 0 && (
              <span className="kind-badge summary-badge" data-testid="co-authored">
                {t('record.coAuthored')}
              </span>
            )}
          </SummaryHeader>
          <section className="card" aria-label={t('record.heading')}>
            <h2 className="card-title">
              {t('record.heading')}
              <small className="card-title-note">{t('record.total', { count: state.data[1].total })}</small>
            </h2>
            {state.data[1].list.length === 0 ? (
              <StateView kind="empty" title={t('record.empty')} hint={t('record.emptyHint')} testId="satellite-empty" />
            ) : (
              <ol className="timeline" data-testid="transfer-records">
                {state.data[1].list.map((record, i, list) => {
                  const last = i === list.length - 1;
                  return (
                    <li key={record.id} className={`timeline-item ${last ? 'timeline-item--last' : ''}`}>
                      <span className="timeline-dot" aria-hidden="true" />
                      <div className="timeline-card">
                        <div className="timeline-top">
                          <time>{record.transferred_at}</time>
                          {record.price > 0 && <span className="timeline-price">¥{formatPrice(record.price)}</span>}
                        </div>
                        <div className="timeline-parties">
                          <span>
                            <em>{t('record.from')}</em>
                            {pick(record, 'from_name')}
                          </span>
                          <span className="timeline-arrow" aria-hidden="true">
                            →
                          </span>
                          <span>
                            <em>{t('record.to')}</em>
                            {pick(record, 'to_name')}
                            {last && isCertifiedHolder(state.data[0].collector) && (
                              <i className="timeline-current">{t('record.current')}</i>
                            )}
                          </span>
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
