// The answers the static build's early module (web/src/early/early-fetch.ts) got while the app
// was downloading: the API client takes one when it would send the very same request (method,
// address, body, language and login), once, instead of asking again.
import type { EarlyAnswer } from '../../early/early-fetch.ts';

type Pending = EarlyAnswer & { answer: Promise<Response> };

/** The early start's answers not taken yet (none on the server, or on a page without it). */
function pendingAnswers(): Pending[] {
  if (import.meta.env.SSR) return [];
  const pending = (window as unknown as { __earlyAnswers?: Pending[] }).__earlyAnswers;
  return Array.isArray(pending) ? pending : [];
}

/** Whether the early start is answering for this page (a static build's frame, at start-up). */
export const hasEarlyAnswers = () => pendingAnswers().length > 0;

export function takeEarlyAnswer(url: string, init: RequestInit): Promise<Response> | undefined {
  const pending = pendingAnswers();
  if (pending.length === 0) return undefined;
  const headers = (init.headers ?? {}) as Record<string, string | undefined>;
  const body = typeof init.body === 'string' ? init.body : null;
  const at = pending.findIndex(
    (early) =>
      early.method === (init.method ?? 'GET') &&
      early.url === url &&
      early.body === body &&
      early.headers.lang === headers.lang &&
      early.headers.authorization === headers.authorization,
  );
  if (at < 0) return undefined;
  const [early] = pending.splice(at, 1);
  return early?.answer;
}
