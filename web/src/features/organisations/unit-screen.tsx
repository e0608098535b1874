// /unit: treasures registered by an organisation: the unit, its unit treasure (785, which
// /detail_unit shows) and its other works.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BuildingIcon, ChevronIcon } from '../../components/preview/icons.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { ExampleData, PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { StateTag } from '../../components/preview/state-tag.tsx';
import {
  SAMPLE_MASTER_ID,
  sampleTreasures,
  treasureById,
  UNIT_TREASURE_ID,
} from '../../components/preview/treasure-calls.ts';
import { TreasureRow } from '../../components/preview/treasure-cards.tsx';
import { TreasureSummary } from '../../components/preview/treasure-summary.tsx';
import { screenUrl } from '../../lib/params.ts';
import { useLoad } from '../../lib/use-load.ts';
import './texts.ts';

export default function UnitScreen() {
  const { t } = useTranslation('preview');
  const unit = useLoad((signal) => treasureById(UNIT_TREASURE_ID, signal), []);
  const others = useLoad((signal) => sampleTreasures({ artistId: SAMPLE_MASTER_ID, count: 4 }, signal), []);

  return (
    <PreviewScreen
      title="unit"
      top={
        <Link to="/unit_info" className="pv-hero pv-unit" data-testid="unit-card">
          <span className="pv-avatar">
            <BuildingIcon />
          </span>
          <span className="pv-profile-text">
            <strong>{t('unit.name')}</strong>
            <span className="pv-hero-sub">{t('unit.kind')}</span>
          </span>
          <span className="pv-points-action">
            {t('unit.info')} <ChevronIcon width={16} height={16} />
          </span>
        </Link>
      }
    >
      <p className="muted pv-lead">{t('unit.intro')}</p>
      <ExampleData>{t('unit.example')}</ExampleData>
      <Section title={t('unit.featured')} extra={<StateTag state="signed" />}>
        <LoadState state={unit}>
          {(treasure) => (
            <TreasureSummary treasure={treasure} to={screenUrl(`/detail_unit/${treasure.id}`, { status: 1 })} />
          )}
        </LoadState>
      </Section>
      <Section title={t('unit.list')}>
        <LoadState state={others} empty={(data) => data.items.length === 0}>
          {(data) => (
            <div className="pv-list is-flat">
              {data.items.map((treasure) => (
                <TreasureRow key={treasure.id} treasure={treasure} tag={<StateTag state="approved" />} />
              ))}
            </div>
          )}
        </LoadState>
      </Section>
    </PreviewScreen>
  );
}
