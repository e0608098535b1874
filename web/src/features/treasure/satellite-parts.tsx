// What the satellite pages share: the treasure at the top, loading, empty and login states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TreasureSummary } from '#contract/calls/treasure-pages.ts';
import { IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { currentLang, pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { requireLogin } from '../../lib/session.ts';
import { ChevronIcon } from './icons.tsx';
import { coAuthorLine, ownerKind, sized } from './rules.ts';

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
  const level = pick(summary.level, 'name');
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

export function Empty({
  title,
  hint,
  action,
  testId = 'satellite-empty',
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="satellite-empty" role="status" data-testid={testId}>
      <svg viewBox="0 0 96 96" width="88" height="88" aria-hidden="true">
        <rect x="18" y="14" width="60" height="72" rx="8" fill="#fffdf8" stroke="#c9a063" strokeWidth="2.5" />
        <path d="M30 34h36M30 46h36M30 58h22" stroke="#eadfcc" strokeWidth="4" strokeLinecap="round" />
        <circle cx="70" cy="72" r="12" fill="#8c1c13" opacity=".85" />
        <path d="M65 72h10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <strong>{title}</strong>
      {hint && <p className="muted">{hint}</p>}
      {action}
    </div>
  );
}

export function LoginNeeded() {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  return (
    <Empty
      title={t('state.loginNeeded')}
      hint={t('state.loginNeededHint')}
      testId="login-needed"
      action={
        <button type="button" className="primary-button" onClick={() => requireLogin()}>
          {tc('actions.login')}
        </button>
      }
    />
  );
}
