// The treasure's identity: the certificate success banner, the treasure code and (with a
// certificate) the blockchain hash, each with copy; then holder certification and the
// transfer history link.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Treasure } from '#contract/entities/treasure.ts';
import { IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { sized } from '../../lib/sized-image.ts';
import { copyText } from './copy-text.ts';
import { ChevronIcon, CopyIcon, SealIcon } from './icons.tsx';
import { isCertifiedHolder } from './rules.ts';

/**
 * A long code (a 32-character hash) may break in its middle only, so that a line never holds a
 * character or two alone; one too long for its line even so is broken wherever it must.
 */
function Halves({ value }: { value: string }) {
  if (value.length <= 16) return value;
  const middle = Math.ceil(value.length / 2);
  return (
    <>
      {value.slice(0, middle)}
      <wbr />
      {value.slice(middle)}
    </>
  );
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('treasure');
  return (
    <div className="id-row">
      <span className="id-label">{label}</span>
      <code className="id-value" data-testid={testId}>
        <Halves value={value} />
      </code>
      <button
        type="button"
        className="copy-button"
        onClick={() => void copyText(value)}
        aria-label={`${t('chain.copy')} ${label}`}
        data-testid={`${testId}-copy`}
      >
        <CopyIcon size={14} />
        {t('chain.copy')}
      </button>
    </div>
  );
}

export function IdentityCard({ treasure }: { treasure: Treasure }) {
  const { t } = useTranslation('treasure');
  const certified = Boolean(treasure.certificate);
  return (
    <section className="card identity-card" aria-label={t('chain.title')}>
      {certified ? (
        <div className="certificate-banner" data-testid="certificate-banner">
          <SealIcon size={34} />
          <div>
            <strong>{t('chain.certificateOk')}</strong>
            <span>{t('chain.certificateOkHint')}</span>
          </div>
        </div>
      ) : (
        <h2 className="card-title">{t('chain.title')}</h2>
      )}
      <CopyRow label={t('chain.code')} value={treasure.serial_number} testId="treasure-code" />
      {certified ? (
        <CopyRow label={t('chain.hash')} value={treasure.uuid} testId="blockchain-hash" />
      ) : (
        <p className="muted id-note">{t('chain.noCertificate')}</p>
      )}
    </section>
  );
}

export function HolderCard({ treasure }: { treasure: Treasure }) {
  const { t } = useTranslation('treasure');
  const holder = treasure.collector;
  const certified = isCertifiedHolder(holder);
  const coAuthored = treasure.link_artist.length > 0;
  return (
    <section className="card holder-card" aria-label={t('holder.title')}>
      <h2 className="card-title">{t('holder.title')}</h2>
      {certified && holder ? (
        <div className="holder" data-testid="holder">
          <img className="holder-avatar" src={sized(holder.avatar, IMAGE_WIDTH_SMALL)} alt="" loading="lazy" />
          <span className="holder-name">{pick(holder, 'name')}</span>
          <span className="holder-tag">
            <SealIcon size={13} />
            {t('holder.certified')}
          </span>
        </div>
      ) : (
        <div className="holder holder--none" data-testid="holder">
          <span className="holder-avatar holder-avatar--empty" aria-hidden="true" />
          <span className="holder-name muted">{t('holder.notCertified')}</span>
        </div>
      )}
      <Link
        className="row-link"
        to={screenUrl(`/record/${treasure.id}`, { is_link: coAuthored ? 1 : undefined })}
        data-testid="transfer-link"
      >
        <span>{t('holder.transfers')}</span>
        <span className="row-link-value">
          {t('holder.transferCount', { count: treasure.transfer_count })}
          <ChevronIcon size={14} />
        </span>
      </Link>
    </section>
  );
}
