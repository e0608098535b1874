// Development builds and tests only (client.ts loads it behind import.meta.env.DEV, so a
// production bundle carries neither it nor zod): every answer is checked against its call's
// schemas in contract/, so that a fake answer the server could never send fails the test that
// uses it (web/src/test/setup.ts), and a server drifting from the contract shows in development.
import type { z } from 'zod';
import { calls } from '#contract/calls.ts';
import { CODE } from '#contract/codes.ts';
import type { EndpointName } from '#contract/endpoints.ts';
import { errorEnvelope, okEnvelope } from '#contract/envelope.ts';
import { reportViolation } from './contract-violations.ts';

/** Refusals any call may meet whatever it documents: the error catalogue of product §8 and a fault. */
const ANY_CALL = new Set<number>([CODE.maintenance, CODE.unauthorized, CODE.tooFrequent, CODE.internal]);

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');

/** Why the contract says `name` could never answer `body`, or null when it could. */
export function answerProblem(name: EndpointName, body: unknown): string | null {
  const call = calls[name];
  const code = (body as { code?: unknown } | null)?.code;
  if (code === CODE.ok) {
    const parsed = okEnvelope(call.data).safeParse(body);
    return parsed.success ? null : issuesOf(parsed.error);
  }
  const parsed = errorEnvelope.safeParse(body);
  if (!parsed.success) return issuesOf(parsed.error);
  const documented = call.errors.some((error) => error.code === parsed.data.code);
  return documented || ANY_CALL.has(parsed.data.code)
    ? null
    : `code ${parsed.data.code} is not documented for this call`;
}

/**
 * Reports an answer `name` could never send: the tests' setup fails the test that met it, and a
 * development build says so in the console. The client goes on as a production build would.
 */
export function checkAnswer(name: EndpointName, body: unknown) {
  const problem = answerProblem(name, body);
  if (!problem) return;
  const description = `${calls[name].id} (${name}) answered what the contract forbids: ${problem}\n${JSON.stringify(body)}`;
  reportViolation(description);
  if (import.meta.env.MODE !== 'test') console.error(description);
}
