// /digitalCollection (code 8 in the spec, attached to no tile): the on-chain tokens of
// treasures, each with its edition number and blockchain hash.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChainIcon } from '../../components/preview/icons.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { ExampleData, PreviewScreen } from '../../components/preview/preview-screen.tsx';
import { sampleTreasures } from '../../components/preview/treasure-calls.ts';
import { treasureLink } from '../../components/preview/treasure-cards.tsx';
import { pick } from '../../lib/i18n.ts';
import { useLoad } from '../../lib/use-load.ts';
import './texts.ts';

/** Editions of the preview tokens: the treasure id makes the number, so it stays the same. */
const EDITION_TOTAL = 999;
const editionOf = (id: number) => String((id * 37) % EDITION_TOTAL || 1).padStart(3, '0');
/** A stable 32-character hash for a preview token. */
const hashOf = (id: number) =>
  Array.from({ length: 32 }, (_, i) => ((id * 131 + i * 17 + ((i * id) % 7)) % 16).toString(16)).join('');

export default function DigitalCollectionScreen() {
  const { t } = useTranslation('preview');
  const state = useLoad((signal) => sampleTreasures({ more: true, count: 6 }, signal), []);
  return (
    <PreviewScreen title="digitalCollection">
      <p className="muted pv-lead">{t('digital.intro')}</p>
      <ExampleData>{t('digital.example')}</ExampleData>
      <LoadState state={state} empty={(data) => data.items.length === 0}>
        {(data) => (
          <div className="pv-grid">
            {data.items.map((treasure) => (
              <Link key={treasure.id} to={treasureLink(treasure.id)} className="pv-token" data-testid="digital-item">
                <span className="pv-token-image">
                  {treasure.pictures[0] && (
                    <img src={treasure.pictures[0]} alt={pick(treasure, 'name')} loading="lazy" />
                  )}
                  <span className="pv-token-badge">
                    <ChainIcon width={12} height={12} /> {t('digital.chain')}
                  </span>
                </span>
                <span className="pv-tile-name">{pick(treasure, 'name')}</span>
                <span className="pv-token-meta">
                  <span>{t('digital.edition', { no: editionOf(treasure.id), total: EDITION_TOTAL })}</span>
                  <span className="pv-mono">{hashOf(treasure.id).slice(0, 8)}…</span>
                </span>
              </Link>
            ))}
          </div>
        )}
      </LoadState>
    </PreviewScreen>
  );
}
