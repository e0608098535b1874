// The mock package's declarations are written out by hand (server/start-mock.ts: no zod in them);
// these checks hold them to the schemas the controls really use, so the two cannot drift apart.
// The type check (`npm run typecheck`) is where they fail.
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { CallOverride } from '../../server/plugins/mock/scenario-header.ts';
import type { scenarioBody } from '../../server/plugins/mock/scenarios.ts';
import type { MockCallOverride, MockScenario } from '../../server/start-mock.ts';

describe("the mock package's scenario types", () => {
  it('are the controls’ own schemas', () => {
    expectTypeOf<MockCallOverride>().toEqualTypeOf<CallOverride>();
    expectTypeOf<MockScenario>().toEqualTypeOf<z.input<typeof scenarioBody>>();
  });
});
