import { CODE } from '../contract/envelope.ts';
import type { MessageArgs, MessageKey } from '../contract/messages.ts';
import type { Problem } from '../contract/rules/problem.ts';

/** A refusal with a code and a message key; the envelope plugin turns it into the answer. */
export class ApiError extends Error {
  constructor(
    readonly http: number,
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly args: MessageArgs = {},
  ) {
    super(messageKey);
  }
}

export const notFound = (key: MessageKey = 'notFound') => new ApiError(200, CODE.notFound, key);
export const badRequest = (key: MessageKey, args?: MessageArgs) => new ApiError(400, CODE.badRequest, key, args);
export const unauthorized = () => new ApiError(401, CODE.unauthorized, 'unauthorized');
export const forbidden = (key: MessageKey = 'forbidden', args?: MessageArgs) =>
  new ApiError(403, CODE.forbidden, key, args);
export const conflict = (key: MessageKey, args?: MessageArgs) => new ApiError(409, CODE.conflict, key, args);

/** Refuses with the broken rule of a contract rule (contract/rules/), if any: a 400 unless told. */
export function refuseIf(problem: Problem | null, as: (key: MessageKey, args?: MessageArgs) => ApiError = badRequest) {
  if (problem) throw as(problem.key, problem.args);
}
