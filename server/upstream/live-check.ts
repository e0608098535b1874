// What the live contract check knows of a forwarded answer beyond the answer itself: the spec's
// situation the exchange is in (contract/spec-situations.ts: a login needed, a like again…),
// recognised from the request and from what the same sandbox's earlier exchanges were answered,
// and whether the caller asked for English (the language the spec gives its words in). The
// contract's findings in that context (contract/answer-tiers.ts) are then those the contract
// suite finds for the same answer in the same situation: one judgement.
import type { FastifyRequest } from 'fastify';
import type { AnswerContext } from '../../contract/answer-tiers.ts';
import type { CallDef } from '../../contract/define-call.ts';
import { languageOf } from '../../contract/language.ts';
import type { Situations } from '../../contract/spec-situations.ts';
import { parsedBody } from './exchange.ts';
import type { ForwardedAnswer } from './forward.ts';

/** Whether the request asked for English: its `lang` header, else its Accept-Language. */
export const asksEnglish = (headers: FastifyRequest['headers']) =>
  languageOf(
    typeof headers.lang === 'string' ? headers.lang : undefined,
    typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined,
  ) === 'en';

/**
 * The context of a forwarded answer; `situations` learns from it. Called once per forwarded
 * answer, in the order the answers come. `token`: the token the backend was sent, if any.
 */
export function liveContext(
  situations: Situations,
  call: CallDef,
  req: FastifyRequest,
  token: string | null,
  answer: ForwardedAnswer,
  bodyText: string | undefined,
): AnswerContext {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  const english = asksEnglish(req.headers);
  const situation = situations.see({
    call,
    ...(token ? { token } : {}),
    english,
    query: (req.query as Record<string, unknown> | undefined) ?? {},
    body: parsedBody(String(req.headers['content-type'] ?? ''), bodyText),
    answer: { status: answer.status, body },
  });
  return { situation, english };
}
