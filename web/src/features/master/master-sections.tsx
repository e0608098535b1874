// The sections of a public page: about (gender, birthday and age, profile), honors (first
// lines, then expandable), celebrity certificates (tap for the full-screen viewer), the
// treasures grid and the news.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MasterWork } from '#contract/calls/masters.ts';
import type { ArtistProfile } from '#contract/entities/artist.ts';
import { IMAGE_WIDTH_MEDIUM, IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { currentLang, levelName, pick } from '../../lib/i18n.ts';
import { showImages } from '../../lib/image-viewer.ts';
import { screenUrl } from '../../lib/params.ts';
import { sized } from '../../lib/sized-image.ts';
import { ExpandIcon, ExternalIcon } from './icons.tsx';
import { formatDate, genderKey, honorLines, kindOf, visibleHonors } from './master-labels.ts';
import type { NewsItem } from './use-master-page.ts';

function Section({
  title,
  count,
  children,
  testId,
}: {
  title: string;
  count?: number;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <section className="card master-section" data-testid={testId}>
      <h2 className="card-title">
        {title}
        {count !== undefined && <span className="master-section-count">{count}</span>}
      </h2>
      {children}
    </section>
  );
}

export function AboutSection({ artist }: { artist: ArtistProfile }) {
  const { t } = useTranslation('master');
  const lang = currentLang();
  const kind = kindOf(artist);
  const gender = genderKey(artist.gender);
  const rows: { key: string; label: string; value: string }[] = [];
  if (kind !== 'institution' && gender)
    rows.push({ key: 'gender', label: t('page.gender'), value: t(`page.genders.${gender}`) });
  if (kind !== 'institution' && artist.birthday) {
    const date = formatDate(artist.birthday, lang);
    rows.push({
      key: 'birthday',
      label: t('page.birthday'),
      value: artist.age === null ? date : t('page.birthdayAge', { date, age: artist.age }),
    });
  }
  const profile = pick(artist, 'content');
  if (!rows.length && !profile) return null;
  return (
    <Section title={t(`page.about.${kind}`)} testId="master-about">
      {rows.length > 0 && (
        <dl className="master-facts">
          {rows.map((row) => (
            <div key={row.key} data-testid={`fact-${row.key}`}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {profile && <p className="master-profile">{profile}</p>}
    </Section>
  );
}

export function HonorsSection({ artist }: { artist: ArtistProfile }) {
  const { t } = useTranslation('master');
  const [expanded, setExpanded] = useState(false);
  const all = honorLines(pick(artist, 'honor'));
  if (!all.length) return null;
  const { lines, hasMore } = visibleHonors(all, expanded);
  return (
    <Section title={t('page.honors')} testId="master-honors">
      <ul className="master-honors">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {hasMore && (
        <button
          type="button"
          className="master-expand"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          data-testid="honors-toggle"
        >
          {expanded ? t('page.showLess') : t('page.showAll', { count: all.length })}
          <ExpandIcon className={expanded ? 'is-up' : undefined} width={16} height={16} />
        </button>
      )}
    </Section>
  );
}

export function CertificatesSection({ artist }: { artist: ArtistProfile }) {
  const { t } = useTranslation('master');
  const certificates = artist.certificate_info;
  if (!certificates.length) return null;
  const open = (index: number) =>
    showImages(
      () => import('./certificate-viewer.ts'),
      certificates.map((c) => c.pic),
      index,
    );
  const title = kindOf(artist) === 'institution' ? t('page.certificates.institution') : t('page.certificates.person');
  return (
    <Section title={title} count={certificates.length} testId="master-certificates">
      <ul className="master-certificates">
        {certificates.map((certificate, i) => (
          <li key={certificate.pic}>
            <button
              type="button"
              className="master-certificate"
              onClick={() => void open(i)}
              aria-label={`${pick(certificate, 'content')} · ${t('page.certificateOf', { n: i + 1, total: certificates.length })}`}
            >
              <img src={sized(certificate.pic, IMAGE_WIDTH_MEDIUM)} alt="" loading="lazy" />
              <span>{pick(certificate, 'content')}</span>
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function WorksSection({ artist, works }: { artist: ArtistProfile; works: MasterWork[] }) {
  const { t } = useTranslation('master');
  return (
    <Section title={t(`page.works.${kindOf(artist)}`)} count={works.length} testId="master-works">
      {works.length === 0 ? (
        <p className="master-section-empty">{t('page.worksEmpty')}</p>
      ) : (
        <ul className="master-works">
          {works.map((work) => (
            <li key={work.id}>
              <Link
                className="master-work"
                to={screenUrl(`/detail/${work.id}`, { status: 1 })}
                data-testid="master-work"
              >
                <span className="master-work-picture">
                  {work.pic && <img src={sized(work.pic, IMAGE_WIDTH_MEDIUM)} alt="" loading="lazy" />}
                  <span className={`master-work-level${work.is_rare ? ' is-rare' : ''}`}>{levelName(work.level)}</span>
                </span>
                <strong className="master-work-name">{pick(work, 'name')}</strong>
                <span className="master-work-code">{work.serial_number}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Only web links open; anything else (javascript:, data:) is shown as plain text. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

export function NewsSection({ news }: { news: NewsItem[] }) {
  const { t } = useTranslation('master');
  if (!news.length) return null;
  return (
    <Section title={t('page.news')} testId="master-news">
      <ul className="master-news">
        {news.map((item) => {
          const body = (
            <>
              {item.pic && <img src={sized(item.pic, IMAGE_WIDTH_SMALL)} alt="" loading="lazy" />}
              <span className="master-news-text">
                <strong>{pick(item, 'title')}</strong>
                {/* id and published_at are the mock's own fields: a backend may send neither (product §3) */}
                {item.published_at && (
                  <time dateTime={item.published_at}>{formatDate(item.published_at.slice(0, 10), currentLang())}</time>
                )}
              </span>
              {isWebLink(item.url) && <ExternalIcon className="master-news-out" width={16} height={16} />}
            </>
          );
          return (
            <li key={item.id ?? item.url}>
              {isWebLink(item.url) ? (
                <a
                  className="master-news-item"
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="master-news-link"
                >
                  {body}
                  <span className="visually-hidden">{t('page.opensOutside')}</span>
                </a>
              ) : (
                <div className="master-news-item">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
