// /institution: a collection institution's page (the seed's Hangzhou Art Museum, 301): who it
// is, its collection and counts (artist/info), following it (the follow calls), and the role
// rule that a master cannot become one.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { groupThousands } from '../../components/preview/format.ts';
import { LoadState } from '../../components/preview/load-state.tsx';
import { PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { SAMPLE_INSTITUTION_ID } from '../../components/preview/treasure-calls.ts';
import { TreasureTile } from '../../components/preview/treasure-cards.tsx';
import { apiData } from '../../lib/api/client.ts';
import { levelName, pick } from '../../lib/i18n.ts';
import { useFollow } from '../../lib/use-follow.ts';
import { useLoad } from '../../lib/use-load.ts';
import './texts.ts';

export default function InstitutionScreen() {
  const { t } = useTranslation('preview');
  const navigate = useNavigate();
  const state = useLoad((signal) => apiData('masterPage', { params: { id: SAMPLE_INSTITUTION_ID }, signal }), []);
  const follow = useFollow(SAMPLE_INSTITUTION_ID);

  return (
    <PreviewScreen title="institution">
      <LoadState state={state}>
        {({ artist, counts, works }) => (
          <>
            <header className="pv-hero pv-institution" data-testid="institution-card">
              <div className="pv-profile-top">
                <span className="pv-avatar is-square">
                  <img src={artist.pic} alt="" />
                </span>
                <span className="pv-profile-text">
                  <strong>{pick(artist, 'name')}</strong>
                  <span className="pv-role">{t('institution.title')}</span>
                </span>
                <Button
                  className="pv-hero-follow"
                  size="small"
                  shape="rounded"
                  color="primary"
                  fill={follow.following ? 'outline' : 'solid'}
                  loading={follow.busy}
                  onClick={follow.toggle}
                  data-testid={`follow-${SAMPLE_INSTITUTION_ID}`}
                >
                  {follow.following ? t('institution.following') : t('institution.follow')}
                </Button>
              </div>
              <div className="pv-stats">
                <span>
                  <strong>{counts.works}</strong>
                  {t('institution.stats.items')}
                </span>
                <span>
                  <strong>{groupThousands(counts.followers)}</strong>
                  {t('institution.stats.followers')}
                </span>
                <span>
                  <strong>{groupThousands(counts.views)}</strong>
                  {t('institution.stats.views')}
                </span>
              </div>
            </header>
            <Section title={t('institution.about')}>
              <p className="pv-text">{pick(artist, 'content')}</p>
            </Section>
            <Section title={t('institution.collection')}>
              <div className="pv-grid">
                {works.map((work) => (
                  <TreasureTile
                    key={work.id}
                    treasure={{ ...work, pictures: work.pic ? [work.pic] : [] }}
                    caption={levelName(work.level)}
                  />
                ))}
              </div>
            </Section>
          </>
        )}
      </LoadState>
      <Section>
        <Button block shape="rounded" color="primary" fill="outline" onClick={() => navigate('/robot_inst')}>
          {t('institution.become')}
        </Button>
        <p className="muted pv-small pv-center">{t('institution.rule')}</p>
      </Section>
    </PreviewScreen>
  );
}
