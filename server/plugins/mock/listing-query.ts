// What a listing of the mock's controls (the request journal, the contract's violations) may be
// asked besides its own filters: entries after a time, how many at most, and, for a link that
// cannot send headers, the sandbox (read by sandbox-requests.ts) and the controls token (read by
// mock-controls-guard.ts).
import { z } from 'zod';

export const listingQuery = (most: number) => ({
  /** entries after this time (ISO 8601) */
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(most).optional(),
  /** the sandbox whose listing to read (server/sandboxes.ts), for a link that cannot send the header */
  mock_session: z.string().optional(),
  /** the controls token of a link opened on another device */
  mock_token: z.string().optional(),
});
