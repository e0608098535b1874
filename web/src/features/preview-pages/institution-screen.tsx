// /institution: a collection institution's page (the seed's Hangzhou Art Museum, 301): who it
// is, following it (the follow calls), its collection (the seed's two treasures held by it),
// and the role rule that a master cannot become one.
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FollowButton, useFollowStatuses } from './follow-button.tsx';
import { groupThousands } from './format.ts';
import { PreviewScreen, Section } from './preview-screen.tsx';
import { INSTITUTION_WORKS } from './sample-records.ts';
import { SAMPLE_INSTITUTION_ID } from './treasure-calls.ts';
import { TreasureTile } from './treasure-cards.tsx';

const IDS = [SAMPLE_INSTITUTION_ID];

export default function InstitutionScreen() {
  const { t } = useTranslation('preview');
  const navigate = useNavigate();
  const follows = useFollowStatuses(IDS);
  const [following, setFollowing] = useState(false);
  useEffect(() => setFollowing(follows.data?.get(SAMPLE_INSTITUTION_ID) ?? false), [follows.data]);

  return (
    <PreviewScreen
      title="institution"
      top={
        <header className="pv-hero pv-institution" data-testid="institution-card">
          <div className="pv-profile-top">
            <span className="pv-avatar is-square">
              <img src={`/media/artists/a${SAMPLE_INSTITUTION_ID}.svg`} alt="" />
            </span>
            <span className="pv-profile-text">
              <strong>{t('institution.name')}</strong>
              <span className="pv-role">{t('institution.title')}</span>
            </span>
            <FollowButton
              artistId={SAMPLE_INSTITUTION_ID}
              following={following}
              onChange={setFollowing}
              className="pv-hero-follow"
            />
          </div>
          <div className="pv-stats">
            <span>
              <strong>{INSTITUTION_WORKS.length}</strong>
              {t('institution.stats.items')}
            </span>
            <span>
              <strong>{groupThousands(1286 + (following ? 1 : 0))}</strong>
              {t('institution.stats.followers')}
            </span>
            <span>
              <strong>36</strong>
              {t('institution.stats.exhibitions')}
            </span>
          </div>
        </header>
      }
    >
      <Section title={t('institution.about')}>
        <p className="pv-text">{t('institution.aboutText')}</p>
      </Section>
      <Section title={t('institution.collection')}>
        <div className="pv-grid">
          {INSTITUTION_WORKS.map((treasure) => (
            <TreasureTile key={treasure.id} treasure={treasure} />
          ))}
        </div>
      </Section>
      <Section>
        <Button block shape="rounded" color="primary" fill="outline" onClick={() => navigate('/robot_inst')}>
          {t('institution.become')}
        </Button>
        <p className="muted pv-small pv-center">{t('institution.rule')}</p>
      </Section>
    </PreviewScreen>
  );
}
