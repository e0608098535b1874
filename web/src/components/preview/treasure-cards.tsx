// A treasure as a list row or a grid tile, linking to its page (the __params packing of
// product §2 comes from screenUrl).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { yuan } from './format.ts';
import type { SampleTreasure } from './treasure-calls.ts';

type TreasureLike = Pick<SampleTreasure, 'id' | 'name' | 'name_intl' | 'pictures'> & {
  /** none: the row or tile shows no valuation line */
  price?: number;
  level?: SampleTreasure['level'];
};

export const treasureLink = (id: number) => screenUrl(`/detail/${id}`, { status: 1 });

export function Price({ value }: { value: number }) {
  const { t } = useTranslation('preview');
  return value > 0 ? (
    <span className="pv-price">{t('common.yuan', { amount: yuan(value) })}</span>
  ) : (
    <span className="muted">{t('common.noPrice')}</span>
  );
}

export function Thumb({ src, alt, size = 72 }: { src?: string; alt: string; size?: number }) {
  return (
    <span className="pv-thumb" style={{ width: size, height: size }}>
      {src ? <img src={src} alt={alt} width={IMAGE_WIDTH_SMALL} loading="lazy" /> : null}
    </span>
  );
}

type RowProps = {
  treasure: TreasureLike;
  /** under the name: code, author, time */
  meta?: ReactNode;
  /** right of the name: a state tag */
  tag?: ReactNode;
  /** below the row: actions */
  actions?: ReactNode;
  /** where the row goes; the treasure page by default, null for none */
  to?: string | null;
};

export function TreasureRow({ treasure, meta, tag, actions, to }: RowProps) {
  const name = pick(treasure, 'name');
  const body = (
    <>
      <Thumb src={treasure.pictures[0]} alt={name} />
      <span className="pv-row-body">
        <span className="pv-row-title">
          <span className="pv-row-name">{name}</span>
          {tag}
        </span>
        {meta && <span className="pv-row-meta">{meta}</span>}
        {treasure.price !== undefined && <Price value={treasure.price} />}
      </span>
    </>
  );
  const target = to === undefined ? treasureLink(treasure.id) : to;
  return (
    <div className="pv-row" data-testid="treasure-row">
      {target ? (
        <Link className="pv-row-main" to={target}>
          {body}
        </Link>
      ) : (
        <div className="pv-row-main">{body}</div>
      )}
      {actions && <div className="pv-row-actions">{actions}</div>}
    </div>
  );
}

export function TreasureTile({
  treasure,
  badge,
  caption,
}: {
  treasure: TreasureLike;
  badge?: ReactNode;
  caption?: ReactNode;
}) {
  const name = pick(treasure, 'name');
  return (
    <Link className="pv-tile" to={treasureLink(treasure.id)} data-testid="treasure-tile">
      <span className="pv-tile-image">
        {treasure.pictures[0] && <img src={treasure.pictures[0]} alt={name} loading="lazy" />}
        {badge && <span className="pv-tile-badge">{badge}</span>}
      </span>
      <span className="pv-tile-name">{name}</span>
      <span className="pv-tile-caption">
        {caption ?? (treasure.price !== undefined && <Price value={treasure.price} />)}
      </span>
    </Link>
  );
}
