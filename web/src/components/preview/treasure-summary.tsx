// A treasure at the top of a screen about it (transfer, conversation, preview): picture,
// name, author or holder, code, valuation.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pick } from '../../lib/i18n.ts';
import type { TreasureDetail } from './treasure-calls.ts';
import { Price, Thumb, treasureLink } from './treasure-cards.tsx';

export function TreasureSummary({
  treasure,
  extra,
  to,
}: {
  treasure: TreasureDetail;
  extra?: ReactNode;
  to?: string | null;
}) {
  const { t } = useTranslation('preview');
  const name = pick(treasure, 'name');
  const body = (
    <>
      <Thumb src={treasure.pictures[0]} alt={name} size={84} />
      <span className="pv-row-body">
        <span className="pv-row-name pv-summary-name">{name}</span>
        <span className="pv-row-meta">{t('common.by', { name: pick(treasure.artist, 'name') })}</span>
        <span className="pv-row-meta pv-mono">{t('common.code', { code: treasure.serial_number })}</span>
        <Price value={treasure.price} />
      </span>
    </>
  );
  return (
    <div className="card pv-treasure" data-testid="treasure-summary">
      {to !== null ? (
        <Link to={to ?? treasureLink(treasure.id)} className="pv-row-main">
          {body}
        </Link>
      ) : (
        <div className="pv-row-main">{body}</div>
      )}
      {extra}
    </div>
  );
}
