// Answers that the contract says the server could never send, as the client met them in a
// development build or a test (answer-check.ts). The tests' setup fails a test that met one,
// whatever the screen made of the answer.
// Kept on the global object: a test that resets its modules (vi.resetModules) loads the client
// again, and its violations must still reach the setup's list.
const holder = globalThis as { contractViolations?: string[] };
holder.contractViolations ??= [];
const violations = holder.contractViolations;

export function reportViolation(description: string) {
  violations.push(description);
}

/** The violations met since the last call, and forgets them. */
export function takeViolations(): string[] {
  return violations.splice(0);
}
