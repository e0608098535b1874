// One call answering otherwise in one test, without touching the app: a handler for
// `server.use()` (or `worker.use()`), which MSW asks before the seeded ones, built with the
// envelope and the caller's language, as the mock would answer:
//
//   server.use(override('goodsInfo', { data: { ...treasure, name: 'Renamed' } }));  // a success
//   server.use(override('like', { code: 409 }));                  // a refusal, the mock's message
//   server.use(override('goodsInfo', { code: -100, times: 1 }));   // once, then the seed again
//   server.use(override('recommend', { latencyMs: 800 }));         // slow, then the usual answer
//   server.use(override('share', { fault: 'reset' }));             // the connection drops
//
// The scenario's settings are those of `X-Mock-Scenario` and the mock's PUT /__mock/scenario.
import { http, type RequestHandler } from 'msw';
import type { z } from 'zod';
import type { calls } from '../../../contract/calls.ts';
import { CODE } from '../../../contract/codes.ts';
import { type EndpointName, endpoints } from '../../../contract/endpoints.ts';
import type { CallOverride } from '../../../server/plugins/mock/scenario-grammar.ts';
import { baseOf, callOfRequest, type HandlerOptions, json, languageOf, speaker } from './answering.ts';
import type { Records } from './records.ts';

/** What a call's success carries in `data`, as the contract types it. */
export type CallData<N extends EndpointName> = z.output<(typeof calls)[N]['data']>;

/** A success with this `data` (its `msg` the call's own unless given), or a scenario; `times` lapses it. */
export type Override<N extends EndpointName> =
  | { data: CallData<N>; msg?: string; times?: number }
  | (CallOverride & { data?: never });

export function createOverride<N extends EndpointName>(
  records: Records,
  name: N,
  answer: Override<N>,
  options: HandlerOptions = {},
): RequestHandler {
  const { method, path } = endpoints[name];
  const speak = speaker(records, options);
  const sameRoute = (Object.keys(endpoints) as EndpointName[]).filter(
    (other) => endpoints[other].method === method && endpoints[other].path === path,
  );
  let left = answer.times ?? Number.POSITIVE_INFINITY;
  return http[method === 'GET' ? 'get' : 'post'](`${baseOf(options)}${path}`, async ({ request }) => {
    // the other call of the same route (goods/info's applyBuyId), or the times are up: the next handler answers
    if (callOfRequest(sameRoute, new URL(request.url)) !== name || left <= 0) return undefined;
    left -= 1;
    const lang = languageOf(request);
    if ('data' in answer && answer.data !== undefined) {
      // the call's own success message, in the caller's language, unless the test says another
      const seeded = records.answers[records.calls[endpoints[name].id] ?? -1];
      return json({ code: CODE.ok, msg: answer.msg ?? seeded?.msg[lang] ?? 'success', data: answer.data });
    }
    return speak.play(answer as CallOverride, lang);
  });
}
