import { useTranslation } from 'react-i18next';
import type { MasterTexts } from '../../early/early-fetch.ts';
import { monthName } from '../../lib/digits.ts';

// The master pages' loading placeholders: shimmering cards in the shape of what is coming (their
// empty and failed states are the shared StateView).
export function LoadingCards({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="master-loading" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="master-result is-skeleton">
          <span className="shimmer master-result-photo" />
          <span className="master-result-body">
            <span className="shimmer line w40" />
            <span className="shimmer line w70" />
            <span className="shimmer line w90" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The texts the static build's early start needs to draw the hero's name lines and the about card
 * in the page's language before the app has come (early/early-fetch.ts, `fillMaster`): the app's own, carried by the frame.
 * Only types come from there: the early module starts the page's calls when it runs.
 */
function useMasterTexts(): MasterTexts {
  const { t } = useTranslation('master');
  return {
    kind: { master: t('kind.master'), collector: t('kind.collector'), institution: t('kind.institution') },
    about: {
      master: t('page.about.master'),
      collector: t('page.about.collector'),
      institution: t('page.about.institution'),
    },
    gender: t('page.gender'),
    genders: { male: t('page.genders.male'), female: t('page.genders.female') },
    birthday: t('page.birthday'),
    birthdayAge: t('page.birthdayAge', { date: '{date}', age: '{age}' }),
    months: Array.from({ length: 12 }, (_, i) => monthName(i + 1) ?? ''),
  };
}

/**
 * The public page while it loads (and the static build's frame of it): the hero in the shape and
 * height of MasterHero (photo, name and title lines, counts, buttons), so that nothing in it
 * moves when the page arrives.
 */
export function LoadingPage({ label }: { label: string }) {
  const texts = useMasterTexts();
  return (
    <div
      className="master-loading"
      role="status"
      aria-busy="true"
      aria-label={label}
      data-master-texts={JSON.stringify(texts)}
    >
      <div className="master-hero is-skeleton">
        <div className="master-hero-top">
          <span className="shimmer master-photo" />
          <span className="master-hero-id">
            <span className="shimmer line w30" />
            <span className="shimmer line w60" />
            <span className="shimmer line w80" />
          </span>
        </div>
        <span className="shimmer master-skeleton-stats" />
        <span className="shimmer master-skeleton-actions" />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="card">
          <span className="shimmer line w30" />
          <span className="shimmer line w90" />
          <span className="shimmer line w80" />
          <span className="shimmer line w60" />
        </div>
      ))}
    </div>
  );
}
