// Proves the story test harness can fail: runs tests/canaries and expects exactly the two planted failures.
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
if (!passed.some((r) => r.title === 'Control')) problems.push('the control story did not pass');

if (problems.length) {
  console.error(`Canary check FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Canary check: the harness caught both planted failures (${failed.map((r) => r.title).join(', ')}); control passed.`,
);
console.log(`canaries: 3 passed, 0 failed`);
