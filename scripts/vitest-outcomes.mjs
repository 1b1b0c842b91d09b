// A Vitest reporter for the test command's summary: which tests failed (first line of the error) and which passed
// only on a retry, written as JSON to the file named by QUEST_VITEST_OUTCOMES. The run's own output scrolls away
// in CI; the summary at the end is what a reader sees, so it must name what went wrong.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const where = (testCase) =>
  `[${testCase.project.name}] ${path.relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`;
const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

export default class OutcomesReporter {
  failed = [];
  flaky = [];

  onTestCaseResult(testCase) {
    const result = testCase.result();
    const diagnostic = testCase.diagnostic();
    if (result.state === 'failed') {
      this.failed.push({ test: where(testCase), error: firstLine(result.errors?.[0]).slice(0, 300) });
    } else if (result.state === 'passed' && diagnostic?.flaky) {
      this.flaky.push({ test: where(testCase), retries: diagnostic.retryCount });
    }
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.QUEST_VITEST_OUTCOMES;
    if (!file) return;
    for (const testModule of testModules) {
      for (const error of testModule.errors()) {
        this.failed.push({
          test: `[${testModule.project.name}] ${path.relative(process.cwd(), testModule.moduleId)}`,
          error: firstLine(error).slice(0, 300),
        });
      }
    }
    for (const error of unhandledErrors ?? []) {
      this.failed.push({ test: 'unhandled error', error: firstLine(error).slice(0, 300) });
    }
    writeFileSync(file, JSON.stringify({ failed: this.failed, flaky: this.flaky }));
  }
}
