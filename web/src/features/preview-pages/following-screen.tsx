// /concern: the masters the user follows, and masters to follow. Following is real (the
// follow calls); the list of masters is the seed's, as no call lists them yet.
import { ErrorBlock } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenUrl } from '../../lib/params.ts';
import { FollowButton, useFollowStatuses } from './follow-button.tsx';
import { LoadState } from './load-state.tsx';
import { PreviewScreen, Section } from './preview-screen.tsx';

/** The seed's masters and their published works (names and fields are in the texts, photos in /media). */
const WORKS = new Map([
  [101, 8],
  [104, 3],
  [106, 3],
  [107, 3],
  [108, 2],
]);
const MASTER_IDS = [...WORKS.keys()];

function MasterRow({
  id,
  following,
  onChange,
}: {
  id: number;
  following: boolean;
  onChange: (following: boolean) => void;
}) {
  const { t } = useTranslation('preview');
  return (
    <li className="pv-master" data-testid="master-row">
      <Link to={screenUrl(`/tcdetail/${id}`, { status: 1 })} className="pv-master-main">
        <img className="pv-master-photo" src={`/media/artists/a${id}.svg`} alt="" />
        <span className="pv-row-body">
          <span className="pv-row-name">{t(`following.masters.${id}.name`)}</span>
          <span className="pv-row-meta">
            {t(`following.masters.${id}.field`)} · {t('following.works', { count: WORKS.get(id) })}
          </span>
        </span>
      </Link>
      <FollowButton artistId={id} following={following} onChange={onChange} />
    </li>
  );
}

export default function FollowingScreen() {
  const { t } = useTranslation('preview');
  const statuses = useFollowStatuses(MASTER_IDS);
  const [following, setFollowing] = useState<Map<number, boolean>>(new Map());
  useEffect(() => {
    if (statuses.data) setFollowing(new Map(statuses.data));
  }, [statuses.data]);
  const set = (id: number) => (value: boolean) => setFollowing((map) => new Map(map).set(id, value));
  const followed = MASTER_IDS.filter((id) => following.get(id));
  const others = MASTER_IDS.filter((id) => !following.get(id));

  return (
    <PreviewScreen title="concern">
      <LoadState state={statuses}>
        {() => (
          <>
            <Section title={t('following.following')}>
              {followed.length ? (
                <ul className="pv-masters">
                  {followed.map((id) => (
                    <MasterRow key={id} id={id} following onChange={set(id)} />
                  ))}
                </ul>
              ) : (
                <ErrorBlock
                  status="empty"
                  title={t('following.none')}
                  description={null}
                  className="pv-error is-compact"
                />
              )}
            </Section>
            {others.length > 0 && (
              <Section title={t('following.suggested')}>
                <ul className="pv-masters">
                  {others.map((id) => (
                    <MasterRow key={id} id={id} following={false} onChange={set(id)} />
                  ))}
                </ul>
              </Section>
            )}
          </>
        )}
      </LoadState>
    </PreviewScreen>
  );
}
