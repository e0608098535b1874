// Loads a public page: the identity with its treasures (artist/info, provisional) and its news
// (news/list). News that fail to load leave the section empty rather than the page. Keyed, so
// the server's first paint shows it (lib/use-load.ts).
import { useCallback, useMemo } from 'react';
import type { Params } from 'react-router';
import type { z } from 'zod';
import type { MasterPageData } from '#contract/calls/masters.ts';
import { CODE } from '#contract/codes.ts';
import type { newsItem } from '#contract/entities/misc.ts';
import { ApiError, api, apiData } from '../../lib/api/client.ts';
import { primeLoad, useLoad } from '../../lib/use-load.ts';

export type NewsItem = z.infer<typeof newsItem>;

export type MasterPageState =
  | { status: 'loading' }
  /** code -1: no such identity, or not a public one */
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; page: MasterPageData; news: NewsItem[] };

type Loaded = { page: MasterPageData; news: NewsItem[] } | null;

/** The page and its news; null when there is no such public page. */
async function loadMasterPage(id: number, signal: AbortSignal): Promise<Loaded> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const news = apiData('newsList', { params: { artist_id: id }, signal })
    .then(({ list }) => list)
    .catch(() => [] as NewsItem[]);
  const answer = await api('masterPage', { params: { id }, signal });
  if (answer.code === CODE.notFound || answer.code === CODE.badRequest) return null;
  // another refusal: the failed state, with a retry
  if (answer.code !== CODE.ok) throw new ApiError(answer.code, 200, answer.msg);
  return { page: answer.data, news: await news };
}

const masterKey = (id: number) => `master:${id}`;

/** The master screen's `preload`: a static build's first render starts with the page loaded. */
export const preloadMasterPage = (_search: string, params: Params) => {
  const id = Number(params.id);
  return primeLoad(masterKey(id), (signal) => loadMasterPage(id, signal));
};

export function useMasterPage(id: number) {
  const { status, data, reload, setData } = useLoad((signal) => loadMasterPage(id, signal), [id], masterKey(id));
  // the same state while only a reload runs, for the page not to be drawn again for it
  const state = useMemo<MasterPageState>(
    () =>
      status === 'failed'
        ? { status: 'failed' }
        : data === undefined
          ? { status: 'loading' }
          : data
            ? { status: 'ready', ...data }
            : { status: 'missing' },
    [status, data],
  );

  /** Follows and unfollows change the followers count without a reload. */
  const addFollowers = useCallback(
    (delta: number) =>
      setData(
        (current) =>
          current && {
            ...current,
            page: {
              ...current.page,
              counts: { ...current.page.counts, followers: Math.max(0, current.page.counts.followers + delta) },
            },
          },
      ),
    [setData],
  );
  return { state, retry: reload, addFollowers };
}
