// @treasure-center/msw: `setupServer(...handlers)` (msw/node) or `setupWorker(...handlers)`
// (msw/browser). answers.json is recorded from the seeded mock when the package is built.
// Imports nothing of Node, so that any bundler builds it for the browser; what reads files is
// in the `/node` entry (node.ts).
import type { RequestHandler } from 'msw';
import type { EndpointName } from '../../../contract/endpoints.ts';
import type { HandlerOptions } from './answering.ts';
import answers from './answers.json' with { type: 'json' };
import { createHandlers, type TreasureCenterOptions } from './create-handlers.ts';
import { createOverride, type Override } from './override.ts';
import type { Records } from './records.ts';

export type { HandlerOptions } from './answering.ts';
export type { TreasureCenterOptions } from './create-handlers.ts';
export type { CallData, Override } from './override.ts';

const records = answers as Records;

/** The handlers with other options: another base URL, the 'http' refusal style, the stateful mode. */
export const treasureCenterHandlers = (options: TreasureCenterOptions = {}): RequestHandler[] =>
  createHandlers(records, options);

/** Every call of the API under `/api` on any origin, answering from the seed. */
export const handlers: RequestHandler[] = treasureCenterHandlers();

/**
 * A handler for `server.use()`: the call `name` (as the contract names it: 'goodsInfo', 'like'…)
 * answers `answer` instead, envelope and message in the caller's language made for you. Pass the
 * same `baseUrl` and `refusalStyle` as the handlers, if they have other ones.
 */
export const override = <N extends EndpointName>(
  name: N,
  answer: Override<N>,
  options: HandlerOptions = {},
): RequestHandler => createOverride(records, name, answer, options);
