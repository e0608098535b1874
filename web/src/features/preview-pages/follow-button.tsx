// Follow and unfollow a master or an institution through the existing calls
// (artist/getFollowStatus, artist/editFollow); a login is asked for first.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiData } from '../../lib/api/client.ts';
import { requireLogin, useSession } from '../../lib/session.ts';
import { toggleFollow } from '../../lib/use-follow.ts';
import { useLoad } from './use-load.ts';

/** Whether the user follows each of `artistIds` (all 0 without a login). */
export function useFollowStatuses(artistIds: readonly number[]) {
  const { token } = useSession();
  return useLoad(
    async (signal) => {
      const statuses = await Promise.all(
        artistIds.map((artist_id) =>
          apiData('followStatus', { body: { artist_id }, signal }).then((data) => data.follow_status),
        ),
      );
      return new Map(artistIds.map((id, index) => [id, statuses[index] === 1]));
    },
    [artistIds.join(','), token],
  );
}

type Props = { artistId: number; following: boolean; onChange: (following: boolean) => void; className?: string };

export function FollowButton({ artistId, following, onChange, className }: Props) {
  const { t } = useTranslation('preview');
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!requireLogin()) return;
    setBusy(true);
    const now = await toggleFollow(artistId);
    setBusy(false);
    if (now !== null) onChange(now);
  };

  return (
    <Button
      className={className}
      size="small"
      shape="rounded"
      color="primary"
      fill={following ? 'outline' : 'solid'}
      loading={busy}
      onClick={toggle}
      data-testid={`follow-${artistId}`}
    >
      {following ? t('following.following') : t('following.follow')}
    </Button>
  );
}
