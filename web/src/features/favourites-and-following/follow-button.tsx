// Follow and unfollow a master or an institution through the existing calls
// (artist/editFollow); a login is asked for first. The state comes from the list that shows it.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireLogin } from '../../lib/session.ts';
import { toggleFollow } from '../../lib/use-follow.ts';

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
