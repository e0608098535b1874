// The treasure's content: data lines, promotion channels, detail pictures (and, for its
// owner, the detail-upload entry), honors, description and related certificates.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Treasure } from '#contract/entities/treasure.ts';
import {
  DESCRIPTION_LINES_COLLAPSED,
  HONOR_LINES_SHOWN,
  IMAGE_WIDTH_LARGE,
  IMAGE_WIDTH_SMALL,
} from '#contract/limits.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { sized } from '../../lib/sized-image.ts';
import { ExpandableLines } from './expandable-lines.tsx';
import { ChevronIcon, UploadIcon } from './icons.tsx';
import { ImageSwiper } from './image-swiper.tsx';
import { openImageViewer } from './image-viewer.ts';
import { linesOf } from './rules.ts';
import './treasure-sections.css';

export function DataCard({ treasure }: { treasure: Treasure }) {
  const { t } = useTranslation('treasure');
  if (treasure.info.length === 0) return null;
  return (
    <section className="card" aria-label={t('section.data')}>
      <h2 className="card-title">{t('section.data')}</h2>
      <dl className="data-lines" data-testid="data-lines">
        {treasure.info.map((line, i) => (
          <div className="data-line" key={i}>
            <dt>{pick(line, 'label')}</dt>
            <dd>{pick(line, 'value')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ChannelsCard({ treasure }: { treasure: Treasure }) {
  const { t } = useTranslation('treasure');
  const channels = Object.values(treasure.spread_info);
  if (channels.length === 0) return null;
  return (
    <section className="card" aria-label={t('section.channels')}>
      <h2 className="card-title">{t('section.channels')}</h2>
      <ul className="channels" data-testid="channels">
        {channels.map((channel) => (
          <li key={channel.key} className="channel">
            <img src={sized(channel.pl_pic, IMAGE_WIDTH_SMALL)} alt="" loading="lazy" />
            <div>
              <strong>{pick(channel, 'name')}</strong>
              <span>{pick(channel, 'info')}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DetailPicturesCard({ treasure, owner }: { treasure: Treasure; owner: boolean }) {
  const { t } = useTranslation('treasure');
  const pictures = treasure.detail_info;
  if (pictures.length === 0 && !owner) return null;
  return (
    <section className="card" aria-label={t('section.detailPictures')}>
      <h2 className="card-title">{t('section.detailPictures')}</h2>
      {pictures.length > 0 && (
        <div className="thumb-grid" data-testid="detail-pictures">
          {pictures.map((url, i) => (
            <button
              type="button"
              key={url}
              className="thumb"
              onClick={() => void openImageViewer(pictures, i)}
              aria-label={t('section.openPicture', { n: i + 1 })}
            >
              <img src={sized(url, IMAGE_WIDTH_SMALL)} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {owner && (
        <Link
          className="row-link upload-entry"
          to={screenUrl(`/imgUpdate/${treasure.id}`)}
          data-testid="detail-upload-entry"
        >
          <span className="upload-entry-text">
            <UploadIcon size={16} />
            <span>
              <b>{t('section.detailUpload')}</b>
              <small>{t('section.detailUploadHint')}</small>
            </span>
          </span>
          <ChevronIcon size={14} />
        </Link>
      )}
    </section>
  );
}

export function StoryCards({ treasure }: { treasure: Treasure }) {
  const { t } = useTranslation('treasure');
  const honors = linesOf(pick(treasure, 'honor'));
  const description = linesOf(pick(treasure, 'description'));
  return (
    <>
      {honors.length > 0 && (
        <section className="card" aria-label={t('section.honors')}>
          <h2 className="card-title">{t('section.honors')}</h2>
          <ExpandableLines lines={honors} shown={HONOR_LINES_SHOWN} variant="list" testId="honors" />
        </section>
      )}
      {description.length > 0 && (
        <section className="card" aria-label={t('section.description')}>
          <h2 className="card-title">{t('section.description')}</h2>
          <ExpandableLines
            lines={description}
            shown={DESCRIPTION_LINES_COLLAPSED}
            variant="text"
            testId="description"
          />
        </section>
      )}
    </>
  );
}

export function RelatedCertificates({ treasure }: { treasure: Treasure }) {
  const { t } = useTranslation('treasure');
  const list = treasure.certificate_info;
  if (list.length === 0) return null;
  const pictures = list.map((c) => c.pic);
  return (
    <section className="card" aria-label={t('section.certificates')}>
      <h2 className="card-title">{t('section.certificates')}</h2>
      <ImageSwiper
        images={pictures}
        width={IMAGE_WIDTH_LARGE}
        label={t('section.certificates')}
        className="swiper--certificates"
        testId="related-certificates"
        altOf={(i) => pick(list[i], 'content')}
        onOpen={(i) => void openImageViewer(pictures, i)}
        caption={(i) => (
          <>
            <span className="caption-text">{pick(list[i], 'content')}</span>
            <span className="caption-count" data-testid="certificate-count">
              {i + 1}/{list.length}
            </span>
          </>
        )}
      />
    </section>
  );
}
