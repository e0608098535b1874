// Name, author line, valuation, level and creation (or collection) time, and the AI voice.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Treasure } from '#contract/entities/treasure.ts';
import { currentLang, levelName, pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { ChartIcon, ChevronIcon } from './icons.tsx';
import { coAuthorLine, formatPrice, isBigName, isCertifiedHolder, ownerKind } from './rules.ts';
import { VoicePlayer } from './voice-player.tsx';

export type DetailVariant = 'standard' | 'cultural' | 'unit';

type Props = {
  treasure: Treasure;
  variant: DetailVariant;
  onCoAuthors: () => void;
  onActivated: () => void;
};

function AuthorLine({ treasure, onCoAuthors }: Pick<Props, 'treasure' | 'onCoAuthors'>) {
  const { t } = useTranslation('treasure');
  const lang = currentLang();
  if (treasure.link_artist.length > 0) {
    const { text, more } = coAuthorLine(
      treasure.link_artist.map((a) => pick(a, 'name', lang)),
      lang,
    );
    return (
      <p className="author-line" data-testid="author-line">
        <span className="author-label">{t('author.coAuthors')}</span>
        <span className="author-names">{text}</span>
        {more && (
          <button type="button" className="link-button" onClick={onCoAuthors} data-testid="co-authors-more">
            {t('author.more')}
          </button>
        )}
      </p>
    );
  }
  const kind = ownerKind(treasure.artist);
  const name = pick(treasure.artist, 'name', lang);
  return (
    <p className="author-line" data-testid="author-line">
      <span className="author-label">
        {t(kind === 'master' ? 'author.author' : kind === 'collector' ? 'author.collector' : 'author.institution')}
      </span>
      {kind === 'master' ? (
        <Link className="author-names author-link" to={screenUrl(`/tcdetail/${treasure.artist_id}`, { status: 1 })}>
          {name}
          <ChevronIcon size={12} />
        </Link>
      ) : (
        <span className="author-names">{name}</span>
      )}
    </p>
  );
}

export function TitleCard({ treasure, variant, onCoAuthors, onActivated }: Props) {
  const { t } = useTranslation('treasure');
  const name = pick(treasure, 'name');
  const level = levelName(treasure.level);
  const collected = ownerKind(treasure.artist) !== 'master';
  const withCurve = isCertifiedHolder(treasure.collector);
  return (
    <section className="card title-card" aria-labelledby="treasure-name">
      <div className="title-badges">
        {level && (
          <span className={`level-badge ${treasure.is_rare ? 'level-badge--rare' : ''}`} data-testid="level-badge">
            {level}
          </span>
        )}
        {variant === 'unit' && <span className="kind-badge">{t('badge.unit')}</span>}
        {variant === 'cultural' && <span className="kind-badge">{t('badge.cultural')}</span>}
      </div>
      <h1
        id="treasure-name"
        className={`treasure-name serif ${isBigName(name) ? 'treasure-name--big' : ''}`}
        data-testid="treasure-name"
      >
        {name}
      </h1>
      <AuthorLine treasure={treasure} onCoAuthors={onCoAuthors} />
      {treasure.price > 0 && (
        <div className="valuation" data-testid="valuation">
          <span className="valuation-label">{t('price.valuation')}</span>
          <span className="valuation-amount">
            <small>¥</small>
            {formatPrice(treasure.price)}
          </span>
          {withCurve && (
            <Link className="valuation-curve" to={screenUrl(`/grap/${treasure.id}`)} data-testid="valuation-curve">
              <ChartIcon size={14} />
              {t('price.curve')}
              <ChevronIcon size={12} />
            </Link>
          )}
        </div>
      )}
      <div className="title-meta">
        {treasure.manufacturing_date && (
          <span>
            <em>{t(collected ? 'price.collectedAt' : 'price.createdAt')}</em>
            {treasure.manufacturing_date}
          </span>
        )}
        {level && (
          <span>
            <em>{t('price.level')}</em>
            <b className={treasure.is_rare ? 'rare-text' : ''}>{level}</b>
          </span>
        )}
      </div>
      <VoicePlayer treasure={treasure} onActivated={onActivated} />
    </section>
  );
}
