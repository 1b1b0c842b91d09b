// A Vitest reporter for the test command's summary: which tests failed (first line of the error), which passed
// only on a retry, and where the time went (each test file's duration, each project's wall time), written as JSON
// to the file named by QUEST_VITEST_OUTCOMES. The run's own output scrolls away in CI; the summary at the end is
// what a reader sees, so it must name what went wrong and what was slow.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const where = (testCase) =>
  `[${testCase.project.name}] ${path.relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`;
const ATTACK_FILE = /[\\/]apps[\\/]server[\\/]test[\\/]attacks[\\/][^\\/]+\.attack\.test\.ts$/;
const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

export default class OutcomesReporter {
  failed = [];
  flaky = [];
  /** The attack suite (apps/server/test/attacks, issue 22): each test one attack; passed = held, failed = broke. */
  attacks = { tried: 0, held: 0, broke: [] };
  /** Per project: when its first file started and its last file ended (ms since the epoch). */
  projects = new Map();

  onTestModuleStart(testModule) {
    const name = testModule.project.name;
    const span = this.projects.get(name) ?? { start: Date.now(), end: Date.now(), files: 0 };
    this.projects.set(name, span);
  }

  onTestModuleEnd(testModule) {
    const span = this.projects.get(testModule.project.name);
    if (span) {
      span.end = Date.now();
      span.files += 1;
    }
  }

  onTestCaseResult(testCase) {
    const result = testCase.result();
    const diagnostic = testCase.diagnostic();
    if (ATTACK_FILE.test(testCase.module.moduleId) && result.state !== 'skipped') {
      this.attacks.tried += 1;
      if (result.state === 'passed') this.attacks.held += 1;
      else this.attacks.broke.push(testCase.fullName);
    }
    if (result.state === 'failed') {
      this.failed.push({ test: where(testCase), error: firstLine(result.errors?.[0]).slice(0, 300) });
    } else if (result.state === 'passed' && diagnostic?.flaky) {
      this.flaky.push({ test: where(testCase), retries: diagnostic.retryCount });
    }
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.QUEST_VITEST_OUTCOMES;
    if (!file) return;
    const files = [];
    for (const testModule of testModules) {
      const d = testModule.diagnostic();
      // A file's own time in its project: environment, set-up file, import and every test and hook (not the
      // harness's preparation, which in browser mode includes waiting for a free page).
      files.push({
        project: testModule.project.name,
        file: path.relative(process.cwd(), testModule.moduleId),
        ms: Math.round(d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration),
        tests: [...testModule.children.allTests()].length,
      });
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
    const projects = Object.fromEntries(
      [...this.projects].map(([name, span]) => [name, { ms: span.end - span.start, files: span.files }]),
    );
    writeFileSync(
      file,
      JSON.stringify({ failed: this.failed, flaky: this.flaky, files, projects, attacks: this.attacks }),
    );
  }
}
