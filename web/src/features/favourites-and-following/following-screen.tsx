// /concern: the identities the user follows, and others to follow. No call lists what a user
// follows: the page asks artist/getFollowStatus about each candidate identity
// (identity-directory.ts), whose names, fields and works come from artist/info. One's own
// identities are left out (they cannot be followed, product §6).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../components/preview/load-state.tsx';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { StateView } from '../../components/state-view.tsx';
import { apiData } from '../../lib/api/client.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { ensureMe, useSession } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import { FollowButton } from './follow-button.tsx';
import { candidateIdentities, type IdentityPage } from './identity-directory.ts';
import './texts.ts';

type Candidate = { identity: IdentityPage; following: boolean };

async function candidates(withStatus: boolean, own: Set<number>, signal: AbortSignal): Promise<Candidate[]> {
  const identities = (await candidateIdentities(signal)).filter((identity) => !own.has(identity.artist.id));
  const statuses = withStatus
    ? await Promise.all(
        identities.map((identity) =>
          apiData('followStatus', { body: { artist_id: identity.artist.id }, signal }).then(
            (data) => data.follow_status === 1,
          ),
        ),
      )
    : identities.map(() => false);
  return identities.map((identity, index) => ({ identity, following: statuses[index] ?? false }));
}

function IdentityRow({
  identity,
  following,
  onChange,
}: {
  identity: IdentityPage;
  following: boolean;
  onChange: (following: boolean) => void;
}) {
  const { t } = useTranslation('preview');
  const { artist, counts } = identity;
  return (
    <li className="pv-master" data-testid="master-row" data-artist={artist.id}>
      <Link to={screenUrl(`/tcdetail/${artist.id}`, { status: 1 })} className="pv-master-main">
        <img className="pv-master-photo" src={artist.pic} alt="" />
        <span className="pv-row-body">
          <span className="pv-row-name">{pick(artist, 'name')}</span>
          <span className="pv-row-meta">
            {pick(artist, 'title')} · {t('following.works', { count: counts.works })}
          </span>
        </span>
      </Link>
      <FollowButton artistId={artist.id} following={following} onChange={onChange} />
    </li>
  );
}

export default function FollowingScreen() {
  const { t } = useTranslation('preview');
  const { token, me, meStatus } = useSession();
  useEffect(() => {
    if (token) ensureMe();
  }, [token]);
  // With a login, the user's own identities are left out: the list waits for auth/me rather
  // than asking about every candidate, then dropping those calls and asking again.
  const meKnown = !token || meStatus === 'loaded' || meStatus === 'failed';
  const ownKey = [me?.artist_id, me?.collector_id].filter(Boolean).join(',');
  const state = useLoad(
    meKnown ? (signal) => candidates(Boolean(token), new Set(ownKey.split(',').map(Number)), signal) : null,
    [token, ownKey, meKnown],
  );
  // follows changed on this page, over what the calls said
  const [changed, setChanged] = useState<Map<number, boolean>>(new Map());
  const set = (id: number) => (value: boolean) => setChanged((map) => new Map(map).set(id, value));

  return (
    <PreviewScreen title="concern">
      <LoadState state={state}>
        {(list) => {
          const rows = list.map((row) => ({ ...row, following: changed.get(row.identity.artist.id) ?? row.following }));
          const followed = rows.filter((row) => row.following);
          const others = rows.filter((row) => !row.following);
          return (
            <>
              <Section title={t('following.following')}>
                {!token ? (
                  <LoginGate what={t('titles.concern', { ns: 'common' })}>{null}</LoginGate>
                ) : followed.length ? (
                  <ul className="pv-masters" data-testid="followed-list">
                    {followed.map(({ identity }) => (
                      <IdentityRow
                        key={identity.artist.id}
                        identity={identity}
                        following
                        onChange={set(identity.artist.id)}
                      />
                    ))}
                  </ul>
                ) : (
                  <StateView
                    kind="empty"
                    title={t('following.none')}
                    className="pv-error is-compact"
                    testId="followed-none"
                  />
                )}
              </Section>
              {others.length > 0 && (
                <Section title={t('following.suggested')}>
                  <ul className="pv-masters" data-testid="suggested-list">
                    {others.map(({ identity }) => (
                      <IdentityRow
                        key={identity.artist.id}
                        identity={identity}
                        following={false}
                        onChange={set(identity.artist.id)}
                      />
                    ))}
                  </ul>
                </Section>
              )}
            </>
          );
        }}
      </LoadState>
    </PreviewScreen>
  );
}
