// The document's named examples: the mock's real answers to the contract cases on the seed
// (openapi-examples.json, recorded by tests/contract/contract.test.ts) and the answers every
// call can give (openapi-shared-examples.json: maintenance, too frequent, too large, another
// format; recorded by tests/contract/openapi-shared-examples.test.ts). Each sits under the HTTP
// status it travels with, so that a mock server fed the document (Prism: `Prefer: example=notFound`,
// with `code=429` for a status other than 200) answers it.
import recordedExamples from './openapi-examples.json' with { type: 'json' };
import sharedExamples from './openapi-shared-examples.json' with { type: 'json' };
import { type RefusalStyle, refusalHttpStatus } from './refusal-style.ts';

/** A case of the call on the seed, and what the mock answered. */
export type OperationExample = {
  /** the case's name in the contract suite */
  summary: string;
  /** for a refusal: the HTTP status of its documented error (when codes are mirrored) */
  http?: number;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** what was encrypted into `data` */
  encrypted?: unknown;
  answer: unknown;
};

/** A media type's `examples`: by name, a value or a reference to a shared one. */
export type NamedExamples = Record<string, { summary: string; value: unknown } | { $ref: string }>;

const byCall = recordedExamples as Record<string, Record<string, OperationExample>>;
const shared = sharedExamples as Record<string, OperationExample>;

/** The recorded examples of a call by name: `ok` first. */
const examplesOfCall = (callId: string): Record<string, OperationExample> => byCall[callId] ?? {};

/** The success example the parameters and the request body show. */
export const successExampleOf = (callId: string): OperationExample | undefined => byCall[callId]?.ok;

/** The shared examples as `components.examples`. */
export const sharedExampleComponents = () =>
  Object.fromEntries(
    Object.entries(shared).map(([name, example]) => [name, { summary: example.summary, value: example.answer }]),
  );

/**
 * A reference to a shared example (maintenance, tooFrequent, tooLarge, unsupportedFormat), or
 * nothing before it is recorded (the mock serves this document while it is being recorded;
 * tests/contract/openapi.test.ts fails without them).
 */
export const sharedExampleRef = (name: string): NamedExamples =>
  shared[name] ? { [name]: { $ref: `#/components/examples/${name}` } } : {};

/** The call's examples grouped by the HTTP status they travel with under `style`. */
export function examplesByStatus(callId: string, style: RefusalStyle): Map<number, NamedExamples> {
  const out = new Map<number, NamedExamples>();
  for (const [name, example] of Object.entries(examplesOfCall(callId))) {
    const status = example.http === undefined ? 200 : refusalHttpStatus(example.http, style);
    const named = out.get(status) ?? {};
    named[name] = { summary: example.summary, value: example.answer };
    out.set(status, named);
  }
  return out;
}
