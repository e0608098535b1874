// @treasure-center/msw: `setupServer(...handlers)` (msw/node) or `setupWorker(...handlers)`
// (msw/browser). answers.json is recorded from the seeded mock when the package is built.
import type { RequestHandler } from 'msw';
import answers from './answers.json' with { type: 'json' };
import { createHandlers, type HandlerOptions } from './create-handlers.ts';
import type { Records } from './records.ts';

export type { HandlerOptions } from './create-handlers.ts';
export { handlersFromRecording, type RecordingOptions } from './from-recording.ts';

/** The handlers with other options (another base URL, the 'http' refusal style). */
export const treasureCenterHandlers = (options: HandlerOptions = {}): RequestHandler[] =>
  createHandlers(answers as Records, options);

/** Every call of the API under `/api` on any origin, answering from the seed. */
export const handlers: RequestHandler[] = treasureCenterHandlers();
