// /buy_info/{id}: the caller's own purchase request for a treasure.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { apiData } from '../../lib/api/client.ts';
import { screenUrl, useScreenParams } from '../../lib/params.ts';
import { useSession } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import { formatDateTime, formatPrice } from './rules.ts';
import { Loading, LoginNeeded, SummaryHeader } from './satellite-parts.tsx';
import './texts.ts';
import './treasure.css';
import './treasure-sections.css';
import './satellites.css';
import { StateView } from '../../components/state-view.tsx';

/** 13812345678 → 138****5678 */
export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

function RequestInfo({ id }: { id: number }) {
  const { t } = useTranslation('treasure');
  const state = useLoad(
    () =>
      Promise.all([
        apiData('treasureSummary', { params: { id } }),
        apiData('applyBuyInfo', { params: { goods_id: id } }),
      ]),
    [id],
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed')
    return <StateView kind="empty" title={t('state.empty')} hint={state.error.message} testId="satellite-empty" />;
  const [summary, { request }] = state.data;
  return (
    <>
      <SummaryHeader summary={summary} />
      {request ? (
        <section className="card request-card" aria-label={t('buyInfo.heading')} data-testid="purchase-request">
          <h2 className="card-title">{t('buyInfo.heading')}</h2>
          <p className="request-state">{t('buyInfo.state')}</p>
          <dl className="data-lines">
            <div className="data-line">
              <dt>{t('buyInfo.name')}</dt>
              <dd>{request.name}</dd>
            </div>
            <div className="data-line">
              <dt>{t('buyInfo.phone')}</dt>
              <dd>{maskPhone(request.phone)}</dd>
            </div>
            <div className="data-line">
              <dt>{t('buyInfo.price')}</dt>
              <dd className="request-price">¥{formatPrice(request.price)}</dd>
            </div>
            <div className="data-line">
              <dt>{t('buyInfo.message')}</dt>
              <dd>{request.content}</dd>
            </div>
            <div className="data-line">
              <dt>{t('buyInfo.sentAt')}</dt>
              <dd>{formatDateTime(request.created_at)}</dd>
            </div>
          </dl>
          <Link
            className="primary-button primary-button--block"
            to={screenUrl('/talk', { apply_id: request.id, type: 1, goods_id: id })}
          >
            {t('buyInfo.goMessages')}
          </Link>
        </section>
      ) : (
        <StateView kind="empty" title={t('buyInfo.none')} testId="satellite-empty">
          <Link className="primary-button" to={screenUrl(`/detail/${id}`)}>
            {t('buyInfo.send')}
          </Link>
        </StateView>
      )}
    </>
  );
}

export default function PurchaseRequestInfoScreen() {
  const { t } = useTranslation();
  const { params } = useScreenParams();
  const { token } = useSession();
  return (
    <Page title={t('titles.buy_info')} className="satellite-page">
      {token ? <RequestInfo id={Number(params.id)} /> : <LoginNeeded />}
    </Page>
  );
}
