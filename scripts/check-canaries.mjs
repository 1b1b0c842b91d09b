// Proves the story test harness and the phone layout check can fail: runs tests/canaries and expects exactly the
// planted failures (a wrong play assertion, an accessibility violation, a 700 px element on a 320 px screen).
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const report = path.join(os.tmpdir(), `quest-canaries-${process.pid}.json`);
run(
  'node_modules/.bin/vitest',
  ['run', '--config', 'tests/canaries/vitest.config.ts', '--reporter=json', `--outputFile=${report}`],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);

const expected = {
  'Wrong Play Assertion': /Canary: this text is not there/,
  'Accessibility Violation': /button-name|accessib/i,
  // The phone layout check (tests/layout/inspect-layout.ts): a 700 px element on a 320 px screen.
  'Planted Overflow': /the page scrolls sideways|past a 320 px screen/,
};
const problems = [];
let results = [];
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  results = json.testResults.flatMap((file) => file.assertionResults);
} catch (error) {
  problems.push(`no report from the canary run: ${error.message}`);
} finally {
  rmSync(report, { force: true });
}

const failed = results.filter((r) => r.status === 'failed');
const passed = results.filter((r) => r.status === 'passed');
for (const [title, reason] of Object.entries(expected)) {
  const hit = failed.find((r) => r.title === title);
  if (!hit) problems.push(`canary "${title}" did not fail`);
  else if (!reason.test(hit.failureMessages.join('\n'))) {
    problems.push(
      `canary "${title}" failed for another reason:\n${hit.failureMessages.join('\n').slice(0, 800)}`,
    );
  }
}
const unexpected = failed.filter((r) => !(r.title in expected));
if (unexpected.length) problems.push(`unexpected failures: ${unexpected.map((r) => r.title).join(', ')}`);
for (const control of ['Control', 'Layout Control']) {
  if (!passed.some((r) => r.title === control)) problems.push(`the control "${control}" did not pass`);
}

if (problems.length) {
  console.error(`Canary check FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Canary check: the harnesses caught every planted failure (${failed.map((r) => r.title).join(', ')}); the controls passed.`,
);
console.log(`canaries: ${results.length} passed, 0 failed`);
