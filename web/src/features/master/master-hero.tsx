// The top of a public page: photo, name, title, kind, counts, and the follow and QR buttons.
import { useTranslation } from 'react-i18next';
import type { MasterPageData } from '#contract/calls/masters.ts';
import { IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { currentLang, pick } from '../../lib/i18n.ts';
import { sized } from '../../lib/sized-image.ts';
import { CheckIcon, PlusIcon, QrIcon } from './icons.tsx';
import { compactCount, kindOf } from './master-labels.ts';

/** `known`: whether `following` is this visitor's (until then the button is drawn neutral, decision 22) */
type Follow = { following: boolean; known: boolean; busy: boolean; toggle: () => void };

export function MasterHero({ page, follow, onQr }: { page: MasterPageData; follow: Follow | null; onQr: () => void }) {
  const { t } = useTranslation('master');
  const lang = currentLang();
  const { artist, counts } = page;
  const kind = kindOf(artist);
  const stats = [
    { key: 'works', value: counts.works },
    { key: 'followers', value: counts.followers },
    { key: 'views', value: counts.views },
  ] as const;
  return (
    <section className={`master-hero is-${kind}`} data-testid="master-hero">
      <div className="master-hero-top">
        <img className="master-photo" src={sized(artist.pic, IMAGE_WIDTH_SMALL)} alt={pick(artist, 'name')} />
        <div className="master-hero-id">
          <span className={`kind-badge is-${kind} on-dark`}>{t(`kind.${kind}`)}</span>
          <h1 className="master-name serif" data-testid="master-name">
            {pick(artist, 'name')}
          </h1>
          {pick(artist, 'title') && <p className="master-title">{pick(artist, 'title')}</p>}
        </div>
      </div>
      <dl className="master-stats">
        {stats.map(({ key, value }) => (
          <div key={key} data-testid={`stat-${key}`}>
            <dt>{t(`page.stats.${key}`)}</dt>
            <dd>{compactCount(value, lang)}</dd>
          </div>
        ))}
      </dl>
      <div className="master-actions">
        {follow && (
          <button
            type="button"
            className={`follow-button${follow.following ? ' is-following' : ''}${follow.known ? '' : ' is-pending'}`}
            onClick={follow.toggle}
            disabled={follow.busy}
            aria-pressed={follow.following}
            aria-busy={!follow.known}
            // drawn neutral, without its words, until known: it still says what it is
            aria-label={follow.known ? undefined : t('page.follow')}
            data-testid="follow-button"
          >
            {follow.known && (follow.following ? <CheckIcon /> : <PlusIcon />)}
            {follow.known ? (follow.following ? t('page.following') : t('page.follow')) : '\u00a0'}
          </button>
        )}
        <button type="button" className="qr-button" onClick={onQr} aria-label={t('page.qr')} data-testid="qr-button">
          <QrIcon />
          <span>{t('page.qr')}</span>
        </button>
      </div>
    </section>
  );
}
