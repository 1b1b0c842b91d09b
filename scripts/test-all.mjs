// The README's test command: every check a change must pass, in one run, with one closing summary line.
// Usage: npm test [-- --skip=e2e,visual]
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root, run } from './lib.mjs';

const skip = new Set(
  (process.argv.find((a) => a.startsWith('--skip='))?.slice(7) ?? '').split(',').filter(Boolean),
);
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const tmp = (name) => path.join(os.tmpdir(), `quest-${name}-${process.pid}.json`);

function jsonCounts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim()) ?? '';
const vitestCounts = (file) => {
  const outcomes = jsonCounts(`${file}.outcomes`, (j) => j) ?? { failed: [], flaky: [] };
  return jsonCounts(file, (j) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    failures: outcomes.failed.map((f) => `${f.test}: ${firstLine(f.error)}`),
    flaky: outcomes.flaky.map((f) => `${f.test} (passed on retry ${f.retries})`),
  }));
};
function playwrightSpecs(suite, out = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) out.push({ spec, test });
  }
  for (const child of suite.suites ?? []) playwrightSpecs(child, out);
  return out;
}
const playwrightCounts = (file) => {
  const writes = jsonCounts(`${file}.writes`, (j) => j);
  return jsonCounts(file, (j) => {
    const all = (j.suites ?? []).flatMap((s) => playwrightSpecs(s));
    const name = ({ spec, test }) => `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`;
    return {
      passed: j.stats.expected + (j.stats.flaky ?? 0),
      failed: j.stats.unexpected,
      failures: all
        .filter(({ test }) => test.status === 'unexpected')
        .map((t) => `${name(t)}: ${firstLine(t.test.results?.at(-1)?.error?.message)}`),
      flaky: all.filter(({ test }) => test.status === 'flaky').map((t) => `${name(t)} (passed on retry)`),
      notes: [
        ...faultTally(all),
        writes
          ? `idempotent writes ${writes.keys}, replays ${writes.replays}, duplicate writes ${writes.duplicateWrites}`
          : 'idempotent writes: no count from the server',
      ],
    };
  });
};

/**
 * The fault suite's figures (issue 13): fault cases (`fault-case` annotations of e2e/support/faults.ts, from each
 * test's final result), answers lost (`answers-lost`), and the server's idempotent-write counts that scripts/e2e.mjs
 * leaves in QUEST_E2E_WRITES. A blank page fails its test, so the blank-screen count is the failed fault tests.
 */
function faultTally(all) {
  let cases = 0;
  let lost = 0;
  let blank = 0;
  for (const { test } of all) {
    const result = test.results?.at(-1);
    const notes = result?.annotations?.length ? result.annotations : (test.annotations ?? []);
    const mine = notes.filter((a) => a.type === 'fault-case');
    cases += mine.length;
    lost += notes
      .filter((a) => a.type === 'answers-lost')
      .reduce((n, a) => n + Number(a.description || 0), 0);
    if (mine.length && /page is blank/.test(result?.error?.message ?? '')) blank += 1;
  }
  return [`fault cases ${cases}, answers lost ${lost}, blank screens ${blank}`];
}

const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  {
    name: 'vitest (unit, storybook, visual)',
    key: 'vitest',
    cmd: bin('vitest'),
    args: (out) => [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-outcomes.mjs',
      `--outputFile.json=${out}`,
    ],
    env: (out) => ({ QUEST_VITEST_OUTCOMES: `${out}.outcomes` }),
    counts: vitestCounts,
  },
  // First-load budgets of every route (ADR 0081): a fresh build, gzip sizes against the budgets; timings are not gated.
  { name: 'size budgets', key: 'sizes', cmd: 'node', args: ['scripts/bench/bench.mjs', '--sizes-only'] },
  { name: 'canaries', cmd: 'node', args: ['scripts/check-canaries.mjs'], fixed: { passed: 3, failed: 0 } },
  { name: 'restart', cmd: 'node', args: ['scripts/check-restart.mjs'], fixed: { passed: 1, failed: 0 } },
  {
    name: 'e2e',
    cmd: 'node',
    args: () => ['scripts/e2e.mjs', '--reporter=list,json'],
    env: (out) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: out, QUEST_E2E_WRITES: `${out}.writes` }),
    counts: playwrightCounts,
  },
];

const summary = [];
for (const step of steps) {
  if (skip.has(step.key ?? step.name)) continue;
  const out = tmp(step.key ?? step.name);
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━`);
  const args = typeof step.args === 'function' ? step.args(out) : step.args;
  const env = { ...process.env, ...(step.env ? step.env(out) : {}) };
  const code = run(step.cmd, args, { env });
  const counted = step.counts ? step.counts(out) : null;
  const counts =
    counted ?? (code === 0 ? (step.fixed ?? { passed: 1, failed: 0 }) : { passed: 0, failed: 1 });
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  summary.push({
    step: step.name,
    ok: code === 0,
    ...counts,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

console.log('\n━━ summary ━━');
for (const s of summary) {
  console.log(
    `${s.ok ? 'ok  ' : 'FAIL'} ${s.step.padEnd(34)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed ${String(s.seconds).padStart(5)} s`,
  );
}
for (const s of summary) {
  for (const line of s.failures ?? []) console.log(`  failed  ${s.step.split(' ')[0]}  ${line}`);
  for (const line of s.flaky ?? []) console.log(`  flaky   ${s.step.split(' ')[0]}  ${line}`);
  for (const line of s.notes ?? []) console.log(`  figures ${s.step.split(' ')[0]}  ${line}`);
}
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(summary.every((s) => s.ok) ? 0 : 1);
