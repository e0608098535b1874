// The contract suite's reporter against a server (tests/contract/vitest.config.ts): each test
// file (each project of a run against several) printed as run-summary.ts lays it out, with the
// drift beside its case and the red cases in full, their requests as curl commands.
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { type CaseOutcome, runSummary } from './run-summary.ts';

type ConsoleLog = Parameters<NonNullable<Reporter['onUserConsoleLog']>>[0];

const SKIPPED = /: skipped, (.*)$/s;

export class ContractReporter implements Reporter {
  private readonly logs = new Map<string, string[]>();

  onUserConsoleLog(log: ConsoleLog) {
    const id = log.taskId ?? '';
    this.logs.set(id, [...(this.logs.get(id) ?? []), log.content.trimEnd()]);
  }

  private outcome(test: TestCase): CaseOutcome {
    const result = test.result();
    const skipped = test.name.match(SKIPPED)?.[1] ?? (result.state === 'skipped' ? result.note : undefined);
    return {
      // the cases of a call are in its suite; the suite's own checks are not
      call: test.parent.type === 'suite' && test.parent.parent.type === 'suite' ? test.parent.name : '',
      title: test.name.replace(SKIPPED, ''),
      state: result.state,
      skipped,
      drift: test
        .annotations()
        .filter((a) => a.type === 'drift')
        .map((a) => a.message),
      failure: [
        ...(result.errors ?? []).flatMap((error) => error.message.split('\n')),
        ...(this.logs.get(test.id) ?? []),
      ],
    };
  }

  onTestModuleEnd(module: TestModule) {
    const target =
      module.children
        .suites()
        .next()
        .value?.name.replace(/^contract \((.*)\)$/, '$1') ?? module.moduleId;
    const project = module.project.name ? ` [${module.project.name}]` : '';
    const cases = [...module.children.allTests()].map((test) => this.outcome(test));
    const errors = module.errors().map((error) => `${error.name}: ${error.message}`);
    const notes = [...(this.logs.get(module.id) ?? []), ...(this.logs.get('') ?? [])];
    this.logs.delete('');
    const lines = runSummary(`${target}${project}`, cases, [...notes, ...errors]);
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<{ message?: string }>) {
    for (const error of unhandled) process.stdout.write(`unhandled error: ${error.message ?? String(error)}\n`);
  }
}
