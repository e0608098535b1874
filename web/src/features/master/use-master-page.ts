// Loads a public page: the identity with its treasures (artist/info, provisional) and its news
// (news/list). News that fail to load leave the section empty rather than the page.
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { MasterPageData } from '#contract/calls/masters.ts';
import { CODE } from '#contract/codes.ts';
import type { newsItem } from '#contract/entities/misc.ts';
import { api, apiData } from '../../lib/api/client.ts';

export type NewsItem = z.infer<typeof newsItem>;

export type MasterPageState =
  | { status: 'loading' }
  /** code -1: no such identity, or not a public one */
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; page: MasterPageData; news: NewsItem[] };

export function useMasterPage(id: number) {
  const [state, setState] = useState<MasterPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new value loads again
  useEffect(() => {
    if (!Number.isSafeInteger(id) || id <= 0) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const news = apiData('newsList', { params: { artist_id: id }, signal: controller.signal })
      .then(({ list }) => list)
      .catch(() => [] as NewsItem[]);
    api('masterPage', { params: { id }, signal: controller.signal })
      .then(async (answer) => {
        if (answer.code === CODE.ok) setState({ status: 'ready', page: answer.data, news: await news });
        else
          setState({ status: answer.code === CODE.notFound || answer.code === CODE.badRequest ? 'missing' : 'failed' });
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        // a network failure (maintenance, 401 and 429 the client has already handled): retry
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Follows and unfollows change the followers count without a reload. */
  const addFollowers = useCallback((delta: number) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            page: {
              ...current.page,
              counts: { ...current.page.counts, followers: Math.max(0, current.page.counts.followers + delta) },
            },
          }
        : current,
    );
  }, []);
  return { state, retry, addFollowers };
}
