// MSW handlers that answer from a recording of the real backend (the folder MOCK_RECORD wrote,
// docs/real-backend.md), so a front-end test runs on what the backend said, with no server.
// The request is matched as the mock's replay matches it (server/upstream/recording-index.ts: who
// made it, not its token; no timestamp or field order in the key). A request the recording lacks
// falls through to the next handler: `setupServer(...handlersFromRecording(dir), ...handlers)`
// answers it from the seed.
// Node only: it reads the folder when called (the file reader is loaded then, so that a browser
// build of the package's other handlers never meets Node's modules).
import { HttpResponse, http, type RequestHandler } from 'msw';

export type RecordingOptions = {
  /** where the API is, e.g. `https://mock.example.com/api`; by default `/api` on any origin */
  baseUrl?: string;
};

/**
 * Handlers for every exchange recorded in `dir` (rejects, naming the exchange files, when one
 * does not read). As the mock's replay: each user's own answers, the n-th identical call the n-th
 * answer; a request the recording cannot tell the user of, or whose encrypted data only the
 * recording can read, is refused saying why instead of falling through.
 */
export async function handlersFromRecording(dir: string, options: RecordingOptions = {}): Promise<RequestHandler[]> {
  const { readExchanges } = await import('../../../server/upstream/recording-files.ts');
  const { indexOf, langOf, missRefusal, Replayer } = await import('../../../server/upstream/recording-index.ts');
  const replayer = new Replayer(await indexOf(await readExchanges(dir)));
  const base = (options.baseUrl ?? '*/api').replace(/\/+$/, '');
  const basePath = options.baseUrl ? new URL(base).pathname : '/api';
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith(`${basePath}/`)) return undefined;
      const contentType = request.headers.get('content-type') ?? undefined;
      const reads = request.method !== 'GET' && request.method !== 'HEAD' && !/^multipart\//i.test(contentType ?? '');
      const parts = {
        method: request.method,
        url: `/api${url.pathname.slice(basePath.length)}${url.search}`,
        contentType,
        ...(reads ? { bodyText: await request.clone().text() } : {}),
        langHeader: request.headers.get('lang') ?? undefined,
        acceptLanguage: request.headers.get('accept-language') ?? undefined,
        authorization: request.headers.get('authorization') ?? undefined,
      };
      const looked = replayer.lookUp(parts);
      if (!('found' in looked)) {
        if (!looked.users && !looked.recordedCipher) return undefined;
        const { status, msg } = missRefusal(looked, langOf(parts));
        return HttpResponse.json({ code: status, msg, data: null }, { status });
      }
      const { status, type, location, body, text } = looked.answer;
      const headers = new Headers();
      if (type) headers.set('content-type', type);
      if (location) headers.set('location', location);
      if (body !== undefined) {
        if (!type) headers.set('content-type', 'application/json; charset=utf-8');
        return new HttpResponse(JSON.stringify(body), { status, headers });
      }
      return new HttpResponse(text ?? '', { status, headers });
    }),
  ];
}
