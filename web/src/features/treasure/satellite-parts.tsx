// What the satellite pages share: the treasure at the top, the loading placeholder, the login state.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TreasureSummary } from '#contract/calls/treasure-pages.ts';
import { IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { StateView } from '../../components/state-view.tsx';
import { currentLang, levelName, pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { requireLogin } from '../../lib/session.ts';
import { sized } from '../../lib/sized-image.ts';
import { ChevronIcon } from './icons.tsx';
import { coAuthorLine, ownerKind } from './rules.ts';

export function SummaryHeader({
  summary,
  showCoAuthors = false,
  children,
}: {
  summary: TreasureSummary;
  showCoAuthors?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('treasure');
  const lang = currentLang();
  const coAuthors = summary.link_artist.length > 0;
  const kind = ownerKind(summary.artist);
  const label = coAuthors
    ? t('author.coAuthors')
    : t(kind === 'master' ? 'author.author' : kind === 'collector' ? 'author.collector' : 'author.institution');
  const names = coAuthors
    ? showCoAuthors
      ? summary.link_artist.map((a) => pick(a, 'name', lang)).join(lang === 'en' ? ', ' : '、')
      : coAuthorLine(
          summary.link_artist.map((a) => pick(a, 'name', lang)),
          lang,
        ).text
    : pick(summary.artist, 'name', lang);
  const level = levelName(summary.level);
  return (
    <section className="card summary" data-testid="treasure-summary">
      <Link to={screenUrl(`/detail/${summary.id}`)} className="summary-link">
        <img className="summary-cover" src={sized(summary.cover, IMAGE_WIDTH_SMALL)} alt="" />
        <span className="summary-text">
          <strong className="serif">{pick(summary, 'name')}</strong>
          <span className="summary-line">
            {label} <b>{names}</b>
          </span>
          <span className="summary-line summary-code">
            {summary.serial_number}
            {level && (
              <i className={summary.is_rare ? 'summary-level summary-level--rare' : 'summary-level'}>{level}</i>
            )}
          </span>
        </span>
        <ChevronIcon size={16} />
      </Link>
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <div className="satellite-loading" aria-busy="true" data-testid="satellite-loading">
      <div className="skeleton skeleton-card" />
      <div className="skeleton skeleton-card skeleton-card--tall" />
    </div>
  );
}

export function LoginNeeded() {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  return (
    <StateView kind="empty" title={t('state.loginNeeded')} hint={t('state.loginNeededHint')} testId="login-needed">
      <button type="button" className="primary-button" onClick={() => requireLogin()}>
        {tc('actions.login')}
      </button>
    </StateView>
  );
}
