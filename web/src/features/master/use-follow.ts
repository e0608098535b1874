// Following a master (spec sections 4 and 6): login needed; the follow state comes from
// artist/getFollowStatus; each press toggles it through artist/editFollow and shows the
// server's message ('Follow success' / 'Cancel success', or "Can't follow yourself").
import { useCallback, useEffect, useRef, useState } from 'react';
import { CODE } from '#contract/codes.ts';
import { api, showError } from '../../lib/api/client.ts';
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { requireLogin, useSession } from '../../lib/session.ts';

export function useFollow(artistId: number, enabled: boolean, onChange: (delta: number) => void) {
  const { token } = useSession();
  const [following, setFollowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  useEffect(() => {
    setFollowing(false);
    if (!enabled || !token) return;
    let live = true;
    api('followStatus', { body: { artist_id: artistId } })
      .then((answer) => {
        if (live && answer.code === CODE.ok) setFollowing(answer.data.follow_status === 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [artistId, enabled, token]);

  const toggle = useCallback(async () => {
    if (running.current || !requireLogin()) return;
    running.current = true;
    setBusy(true);
    try {
      const answer = await api('editFollow', { body: { artist_id: artistId } });
      if (answer.code !== CODE.ok) {
        toast(answer.msg);
        return;
      }
      const now = answer.data.follow_status === 1;
      setFollowing(now);
      onChange(now ? 1 : -1);
      toastSuccess(answer.msg);
    } catch (error) {
      showError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [artistId, onChange]);

  return { following, busy, toggle };
}
