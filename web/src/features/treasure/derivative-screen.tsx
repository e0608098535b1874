// /detail_pr/{id}: a derivative item (found by a code that is not 11 characters), through
// goodsder/info when the code or hash is in the query, else by its id.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMAGE_WIDTH_LARGE } from '#contract/limits.ts';
import { Page } from '../../components/page.tsx';
import { apiData } from '../../lib/api/client.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl, useScreenParams } from '../../lib/params.ts';
import { useLoad } from '../../lib/use-load.ts';
import { copyText } from './copy-text.ts';
import { ChevronIcon, CopyIcon } from './icons.tsx';
import { ImageSwiper } from './image-swiper.tsx';
import { openImageViewer } from './image-viewer.ts';
import { formatPrice, linesOf } from './rules.ts';
import { Loading } from './satellite-parts.tsx';
import './texts.ts';
import './treasure.css';
import './treasure-sections.css';
import './satellites.css';
import { StateView } from '../../components/state-view.tsx';

export default function DerivativeScreen() {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  const { params, query } = useScreenParams();
  const id = Number(params.id);
  const code = query.serial_number ?? query.code;
  const state = useLoad(
    () =>
      code || query.uuid
        ? apiData('goodsderInfo', { query: code ? { serial_number: code } : { uuid: query.uuid } })
        : apiData('derivativeDetail', { params: { id } }),
    [id, code, query.uuid],
  );
  return (
    <Page title={tc('titles.detail_pr')} className="treasure-page satellite-page">
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <StateView kind="empty" title={t('state.empty')} hint={t('state.emptyHint')} testId="treasure-empty" />
      )}
      {state.status === 'ready' &&
        (() => {
          const item = state.data;
          const name = pick(item, 'name');
          return (
            <div className="treasure" data-testid="derivative">
              <ImageSwiper
                images={item.pictures}
                width={IMAGE_WIDTH_LARGE}
                label={name}
                className="hero"
                priority
                onOpen={(i) => void openImageViewer(item.pictures, i)}
              />
              <section className="card title-card">
                <div className="title-badges">
                  <span className="kind-badge">{t('derivative.heading')}</span>
                </div>
                <h1 className="treasure-name serif">{name}</h1>
                {item.price > 0 && (
                  <div className="valuation">
                    <span className="valuation-label">{t('derivative.price')}</span>
                    <span className="valuation-amount">
                      <small>¥</small>
                      {formatPrice(item.price)}
                    </span>
                  </div>
                )}
              </section>
              <section className="card identity-card">
                {(
                  [
                    [t('derivative.code'), item.serial_number],
                    [t('derivative.hash'), item.uuid],
                  ] satisfies [string, string][]
                ).map(([label, value]) => (
                  <div className="id-row" key={label}>
                    <span className="id-label">{label}</span>
                    <code className="id-value">{value}</code>
                    <button type="button" className="copy-button" onClick={() => void copyText(value)}>
                      <CopyIcon size={14} />
                      {t('chain.copy')}
                    </button>
                  </div>
                ))}
              </section>
              {linesOf(pick(item, 'description')).length > 0 && (
                <section className="card">
                  <h2 className="card-title">{t('derivative.description')}</h2>
                  <div className="lines lines--text">
                    {linesOf(pick(item, 'description')).map((line, i) => (
                      <p key={i}>{line}</p>
                    ))}
                  </div>
                </section>
              )}
              <Link
                className="card row-link parent-link"
                to={screenUrl(`/detail/${item.goods.id}`)}
                data-testid="parent-treasure"
              >
                <span>
                  <small className="muted">{t('derivative.parent')}</small>
                  <b>{pick(item.goods, 'name')}</b>
                </span>
                <span className="row-link-value">
                  {t('derivative.viewParent')}
                  <ChevronIcon size={14} />
                </span>
              </Link>
            </div>
          );
        })()}
    </Page>
  );
}
