// News of the master (links open outside the app) and their recommended treasures, 4 a page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMAGE_WIDTH_MEDIUM, IMAGE_WIDTH_SMALL, RECOMMEND_PAGE_SIZE } from '#contract/limits.ts';
import type { DataOf } from '../../lib/api/client.ts';
import { apiData } from '../../lib/api/client.ts';
import { levelName, pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { sized } from '../../lib/sized-image.ts';
import { useLoad } from '../../lib/use-load.ts';
import { ChevronIcon, ExternalIcon } from './icons.tsx';
import { formatPrice } from './rules.ts';
import { loadRecommended } from './treasure-api.ts';

export function NewsCard({ artistId }: { artistId: number }) {
  const { t } = useTranslation('treasure');
  const list = useLoad((signal) => apiData('newsList', { params: { artist_id: artistId }, signal }), [artistId]).data
    ?.list;
  if (!list?.length) return null;
  return (
    <section className="card" aria-label={t('section.news')}>
      <h2 className="card-title">{t('section.news')}</h2>
      <ul className="news" data-testid="news">
        {list.map((item) => (
          // id and published_at are the mock's own fields: a backend may send neither (product §3)
          <li key={item.id ?? item.url}>
            <a href={item.url} target="_blank" rel="noopener noreferrer" className="news-item">
              {item.pic && <img src={sized(item.pic, IMAGE_WIDTH_SMALL)} alt="" loading="lazy" />}
              <span className="news-text">
                <strong>{pick(item, 'title')}</strong>
                <small>
                  {item.published_at?.slice(0, 10)}
                  <ExternalIcon size={12} />
                </small>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Page = DataOf<'recommend'>;

export function RecommendCard({ artistId, currentId }: { artistId: number; currentId: number }) {
  const { t } = useTranslation('treasure');
  const [page, setPage] = useState(1);
  // the page shown stays while the next one loads
  const { data, loading } = useLoad<Page>(
    (signal) => loadRecommended(artistId, currentId, page, signal),
    [artistId, currentId, page],
  );
  // the master's other treasures: the server leaves the one on screen out, so a page holds 4
  const items = data?.items ?? [];
  if (!data || data.total === 0) return null;
  const pages = Math.max(1, Math.ceil(data.total / RECOMMEND_PAGE_SIZE));
  return (
    <section className="card" aria-label={t('section.recommend')}>
      <h2 className="card-title">{t('section.recommend')}</h2>
      <ul className={`recommend-grid ${loading ? 'recommend-grid--loading' : ''}`} data-testid="recommend">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={screenUrl(`/detail/${item.id}`)} className="recommend-item">
              <span className="recommend-pic">
                <img src={sized(item.pictures[0] ?? '', IMAGE_WIDTH_MEDIUM)} alt="" loading="lazy" />
                {levelName(item.level) && <span className="recommend-level">{levelName(item.level)}</span>}
              </span>
              <strong>{pick(item, 'name')}</strong>
              {item.price > 0 && <span className="recommend-price">¥{formatPrice(item.price)}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="pager" data-testid="recommend-pager">
          <button type="button" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
            {t('recommend.prev')}
          </button>
          <span>{t('recommend.page', { page: data.page, total: pages })}</span>
          <button
            type="button"
            disabled={!data.hasMorePages || loading}
            onClick={() => setPage(page + 1)}
            data-testid="recommend-next"
          >
            {t('recommend.next')}
            <ChevronIcon size={12} />
          </button>
        </div>
      )}
    </section>
  );
}
