// The introduction of the master, collector or institution behind the treasure: name, gender,
// birthday and age, photo, profile, follow (toggles; one's own identity is refused), honors
// and celebrity certificates.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Treasure } from '#contract/entities/treasure.ts';
import {
  DESCRIPTION_LINES_COLLAPSED,
  HONOR_LINES_SHOWN,
  IMAGE_WIDTH_MEDIUM,
  IMAGE_WIDTH_SMALL,
} from '#contract/limits.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { useSession } from '../../lib/session.ts';
import { sized } from '../../lib/sized-image.ts';
import { useFollow } from '../../lib/use-follow.ts';
import { ExpandableLines } from './expandable-lines.tsx';
import { ChevronIcon, PlusIcon } from './icons.tsx';
import { openImageViewer } from './image-viewer.ts';
import { ageOf, isOwnIdentity, linesOf, ownerKind } from './rules.ts';

export function IntroductionCard({ treasure }: { treasure: Treasure }) {
  const { t } = useTranslation('treasure');
  const profile = treasure.artist_edit ?? treasure.artist;
  const kind = ownerKind(profile);
  const { me } = useSession();
  const { following, known, toggle } = useFollow(profile.id, {
    refusal: () => (isOwnIdentity(me, profile.id) ? t('intro.followSelf') : null),
  });
  const age = ageOf(profile);
  const gender = profile.gender === 0 ? t('intro.male') : profile.gender === 1 ? t('intro.female') : '';
  const meta = [
    gender,
    profile.birthday ? t('intro.born', { date: profile.birthday }) : '',
    age !== null ? t('intro.age', { age }) : '',
  ].filter(Boolean);
  const content = linesOf(pick(profile, 'content'));
  const honors = linesOf(pick(profile, 'honor'));
  const certificates = profile.certificate_info;
  const title = pick(profile, 'title');

  return (
    <section className="card intro-card" aria-label={t(`intro.${kind}`)} data-testid="introduction">
      <h2 className="card-title">{t(`intro.${kind}`)}</h2>
      <div className="intro-head">
        {profile.pic && (
          <img
            className="intro-photo"
            src={sized(profile.pic, IMAGE_WIDTH_MEDIUM)}
            alt={pick(profile, 'name')}
            loading="lazy"
          />
        )}
        <div className="intro-who">
          <strong className="intro-name serif">{pick(profile, 'name')}</strong>
          {title && <span className="intro-title">{title}</span>}
          {meta.length > 0 && <span className="intro-meta">{meta.join(' · ')}</span>}
          <div className="intro-actions">
            <button
              type="button"
              className={`follow-button ${following ? 'follow-button--on' : ''}${known ? '' : ' follow-button--pending'}`}
              aria-pressed={following}
              aria-busy={!known}
              onClick={() => void toggle()}
              data-testid="follow-button"
            >
              {known && !following && <PlusIcon size={13} />}
              {known ? (following ? t('intro.following') : t('intro.follow')) : '\u00a0'}
            </button>
            {kind === 'master' && (
              <Link className="intro-home" to={screenUrl(`/tcdetail/${profile.id}`, { status: 1 })}>
                {t('intro.homepage')}
                <ChevronIcon size={12} />
              </Link>
            )}
          </div>
        </div>
      </div>
      {content.length > 0 && (
        <ExpandableLines lines={content} shown={DESCRIPTION_LINES_COLLAPSED} variant="text" testId="intro-content" />
      )}
      {honors.length > 0 && (
        <div className="intro-block">
          <h3>{t('intro.honors')}</h3>
          <ExpandableLines lines={honors} shown={HONOR_LINES_SHOWN} variant="list" testId="intro-honors" />
        </div>
      )}
      {certificates.length > 0 && (
        <div className="intro-block">
          <h3>{t('intro.certificates')}</h3>
          <div className="cert-strip" data-testid="celebrity-certificates">
            {certificates.map((certificate, i) => (
              <button
                type="button"
                key={certificate.pic}
                className="cert-tile"
                onClick={() =>
                  void openImageViewer(
                    certificates.map((c) => c.pic),
                    i,
                  )
                }
              >
                <img src={sized(certificate.pic, IMAGE_WIDTH_SMALL)} alt="" loading="lazy" />
                <span>{pick(certificate, 'content')}</span>
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
