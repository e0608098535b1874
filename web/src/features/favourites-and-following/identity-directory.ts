// The identities (masters, collectors, institutions) that the favourites and following pages
// ask about. No call lists identities (the master search needs part of a name), so the
// candidates are the identity numbers of the demo, each read through artist/info: one that is
// not (or no longer) a real identity answers code -1 and is left out. What the user follows or
// saved among them comes from the real calls, never from this list.
import { CODE } from '#contract/codes.ts';
import { ApiError, apiData } from '../../lib/api/client.ts';

/** The demo's identity numbers: masters 101-108, collector 201, institution 301. */
export const CANDIDATE_IDENTITY_IDS = [101, 102, 103, 104, 105, 106, 107, 108, 201, 301] as const;

export type IdentityPage = Awaited<ReturnType<typeof identityPage>>;

const identityPage = (id: number, signal?: AbortSignal) => apiData('masterPage', { params: { id }, signal });

/** Every candidate that is a real identity, with its published works, in the order of the ids. */
export async function candidateIdentities(signal?: AbortSignal): Promise<IdentityPage[]> {
  const pages = await Promise.all(
    CANDIDATE_IDENTITY_IDS.map((id) =>
      identityPage(id, signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === CODE.notFound) return null;
        throw error;
      }),
    ),
  );
  return pages.filter((page): page is IdentityPage => page !== null);
}
