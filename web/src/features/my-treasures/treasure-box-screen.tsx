// /zbbox: the treasures the user holds (holdings.ts), with holder certification (QR valid for
// QR_VALIDITY_MINUTES_SHORT minutes) and, once certified, the ultra-clear image (product §6).
// Someone who holds nothing sees that, and no counts.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../components/preview/load-state.tsx';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { PreviewScreen } from '../../components/preview/preview-screen.tsx';
import { StateTag } from '../../components/preview/state-tag.tsx';
import { treasureLink } from '../../components/preview/treasure-cards.tsx';
import { ImageViewer } from '../../lib/antd-imperative.ts';
import { pick } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import { HolderCertificationPopup } from './holder-certification.tsx';
import { type Holding, holdings } from './holdings.ts';
import './texts.ts';

function BoxSummary({ items }: { items: Holding[] }) {
  const { t } = useTranslation('preview');
  const certified = items.filter((item) => item.certified).length;
  return (
    <div className="pv-summary" data-testid="box-summary">
      <span>
        <strong>{items.length}</strong>
        {t('box.summary.held')}
      </span>
      <span>
        <strong>{certified}</strong>
        {t('box.summary.certified')}
      </span>
      <span>
        <strong>{items.length - certified}</strong>
        {t('box.summary.pending')}
      </span>
    </div>
  );
}

function Box({ collectorId }: { collectorId: number | null }) {
  const { t } = useTranslation('preview');
  const state = useLoad(collectorId ? (signal) => holdings(signal) : null, [collectorId]);
  const [certifying, setCertifying] = useState<Holding | null>(null);

  if (!collectorId) {
    return (
      <div className="card pv-login" data-testid="box-empty">
        <p className="pv-login-title">{t('box.none')}</p>
        <p className="muted">{t('box.noneHint')}</p>
      </div>
    );
  }
  return (
    <LoadState state={state} empty={(items) => items.length === 0} emptyText={t('box.none')}>
      {(items) => (
        <>
          <BoxSummary items={items} />
          <div className="pv-grid">
            {items.map((treasure) => (
              <article key={treasure.id} className="pv-box-item" data-testid="box-item">
                <Link to={treasureLink(treasure.id)} className="pv-tile-image">
                  {treasure.picture && <img src={treasure.picture} alt={pick(treasure, 'name')} loading="lazy" />}
                </Link>
                <span className="pv-tile-name">{pick(treasure, 'name')}</span>
                <div className="pv-box-foot">
                  <StateTag state={treasure.certified ? 'certified' : 'notCertified'} />
                  {treasure.certified ? (
                    <Button
                      size="mini"
                      fill="none"
                      color="primary"
                      onClick={() => void ImageViewer.show({ image: treasure.picture })}
                    >
                      {t('box.ultraClear')}
                    </Button>
                  ) : (
                    <Button size="mini" color="primary" shape="rounded" onClick={() => setCertifying(treasure)}>
                      {t('box.certify')}
                    </Button>
                  )}
                </div>
              </article>
            ))}
          </div>
          <HolderCertificationPopup treasure={certifying} onClose={() => setCertifying(null)} />
        </>
      )}
    </LoadState>
  );
}

export default function TreasureBoxScreen() {
  const { t } = useTranslation('preview');
  const { me } = useSession();
  return (
    <PreviewScreen title="zbbox">
      <p className="muted pv-lead">{t('box.intro')}</p>
      <LoginGate what={t('titles.zbbox', { ns: 'common' })}>
        {me ? <Box collectorId={me.collector_id} /> : null}
      </LoginGate>
    </PreviewScreen>
  );
}
