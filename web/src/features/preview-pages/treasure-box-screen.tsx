// /zbbox: the treasures a holder keeps, with holder certification (QR valid for
// QR_VALIDITY_MINUTES_SHORT minutes) and, once certified, the ultra-clear image (product §6).
import { Button, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pick } from '../../lib/i18n.ts';
import { HolderCertificationPopup } from './holder-certification.tsx';
import { LoadState } from './load-state.tsx';
import { PreviewScreen } from './preview-screen.tsx';
import { StateTag } from './state-tag.tsx';
import { type SampleTreasure, sampleTreasures } from './treasure-calls.ts';
import { treasureLink } from './treasure-cards.tsx';
import { useLoad } from './use-load.ts';

/** In the preview, every third treasure still waits for its certification. */
const isCertified = (index: number) => index % 3 !== 2;

export default function TreasureBoxScreen() {
  const { t } = useTranslation('preview');
  const state = useLoad((signal) => sampleTreasures({ more: true, count: 6 }, signal), []);
  const [certifying, setCertifying] = useState<SampleTreasure | null>(null);
  const items = state.data?.items ?? [];
  const certified = items.filter((_, index) => isCertified(index)).length;

  return (
    <PreviewScreen
      title="zbbox"
      top={
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
      }
    >
      <p className="muted pv-lead">{t('box.intro')}</p>
      <LoadState state={state} empty={(data) => data.items.length === 0}>
        {(data) => (
          <div className="pv-grid">
            {data.items.map((treasure, index) => (
              <article key={treasure.id} className="pv-box-item" data-testid="box-item">
                <Link to={treasureLink(treasure.id)} className="pv-tile-image">
                  {treasure.pictures[0] && (
                    <img src={treasure.pictures[0]} alt={pick(treasure, 'name')} loading="lazy" />
                  )}
                </Link>
                <span className="pv-tile-name">{pick(treasure, 'name')}</span>
                <div className="pv-box-foot">
                  <StateTag state={isCertified(index) ? 'certified' : 'notCertified'} />
                  {isCertified(index) ? (
                    <Button
                      size="mini"
                      fill="none"
                      color="primary"
                      onClick={() => void ImageViewer.show({ image: treasure.pictures[0] })}
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
        )}
      </LoadState>
      <HolderCertificationPopup treasure={certifying} onClose={() => setCertifying(null)} />
    </PreviewScreen>
  );
}
