// Following a master, collector or institution (product §4 and §6): login needed; the
// state comes from artist/getFollowStatus; each press toggles it through artist/editFollow and
// shows the server's message ('Follow success' / 'Cancel success', or "Can't follow yourself").
import { useCallback, useEffect, useState } from 'react';
import { CODE } from '#contract/codes.ts';
import { api, showError } from './api/client.ts';
import { toast, toastSuccess } from './feedback.ts';
import { requireLogin, useSession } from './session.ts';
import { useSingleFlight } from './use-single-flight.ts';

/** One press: the new state, or null when nothing changed (refused or failed; the user was told). */
export async function toggleFollow(artistId: number): Promise<boolean | null> {
  try {
    const answer = await api('editFollow', { body: { artist_id: artistId } });
    if (answer.code !== CODE.ok) {
      toast(answer.msg);
      return null;
    }
    toastSuccess(answer.msg);
    return answer.data.follow_status === 1;
  } catch (error) {
    showError(error);
    return null;
  }
}

type FollowOptions = {
  /** false: no state is read and the button is not shown (a preview) */
  enabled?: boolean;
  /** after each change of state */
  onChange?: (following: boolean) => void;
  /** a refusal known before asking the server (one's own identity), as the text to show */
  refusal?: () => string | null;
};

export function useFollow(artistId: number, { enabled = true, onChange, refusal }: FollowOptions = {}) {
  const { token } = useSession();
  const [following, setFollowing] = useState(false);
  // whether `following` is the server's answer for this user: the server's first paint (drawn
  // for nobody) and a logged-in user's first render leave the button neutral until it is
  const [known, setKnown] = useState(!import.meta.env.SSR && (!enabled || !token));
  const { running, run } = useSingleFlight();

  useEffect(() => {
    setFollowing(false);
    setKnown(!enabled || !token);
    if (!enabled || !token) return;
    let live = true;
    api('followStatus', { body: { artist_id: artistId } })
      .then((answer) => {
        if (live && answer.code === CODE.ok) setFollowing(answer.data.follow_status === 1);
      })
      .catch(() => undefined)
      .finally(() => live && setKnown(true));
    return () => {
      live = false;
    };
  }, [artistId, enabled, token]);

  const toggle = useCallback(
    () =>
      run(async () => {
        if (!requireLogin()) return;
        const refused = refusal?.();
        if (refused) {
          toast(refused);
          return;
        }
        const now = await toggleFollow(artistId);
        if (now === null) return;
        setFollowing(now);
        onChange?.(now);
      }),
    [run, refusal, artistId, onChange],
  );

  return { following, known, busy: running, toggle };
}
