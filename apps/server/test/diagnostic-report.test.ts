import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createContentApp } from '../src/areas/media/content-origin.ts';
import {
  DIAGNOSTIC_REPORT_NOT_READY,
  DIAGNOSTIC_REPORT_TITLE,
} from '../src/areas/media/diagnostic-report.ts';
import { assessmentIds } from '../src/seed/assessment-ids.ts';
import { assessmentSeeder } from '../src/seed/assessment.ts';
import { demo } from '../src/seed/ids.ts';
import { createHarness, type Harness } from './support/harness.ts';

/*
 * View Report of an online test (store-and-assessment.md §4, ADR 0115): the content origin's external test page
 * opened with `view=report` serves the student's diagnostic report of that assignment, not the test again.
 */

let h: Harness;
let content: Hono;
let token: string;

const pageOf = (osaid: number, view?: 'report', session = token) =>
  content.request(
    `/pages/external-test.html?token=${session}&osaid=${osaid}&type=web${view ? `&view=${view}` : ''}`,
  );

/** The student's attempts of an assignment's test, as the server counts them. */
async function attemptsOf(osaid: number) {
  return h.db.query<{ marks: number; total: number }>(
    `select t.marks_obtained::float8 as marks, t.total_marks::float8 as total
       from test_attempts t join online_test_assignments a on a.test_id = t.test_id and a.user_id = t.user_id
      where a.id = $1 and t.status = 'submitted' order by t.attempt_number`,
    [osaid],
  );
}

beforeAll(async () => {
  h = await createHarness();
  await h.db.query(`insert into users (id, user_name, password_hash, first_name) values ($1, $2, 'x', $3)`, [
    demo.users.student.id,
    demo.users.student.userName,
    demo.users.student.firstName,
  ]);
  await h.db.transaction((tx) => assessmentSeeder.run(tx, { ...h.deps, db: tx }));
  content = createContentApp(h.deps);
  token = await h.signInAs(demo.users.student.id);
});
afterAll(() => h.close());

describe('the diagnostic report page', () => {
  test('Scenario: View Report of an attempted test shows its report, with every attempt and the best one', async () => {
    const osaid = assessmentIds.assignments.sciencePast;
    const response = await pageOf(osaid, 'report');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain('frame-ancestors http://app.test');
    const html = await response.text();
    expect(html).toContain(`<h1>${DIAGNOSTIC_REPORT_TITLE}</h1>`);
    expect(html).toContain('<meta name="quest-app-origin" content="http://app.test" />');
    expect(html).toContain('<script type="module" src="/assets/external-report.js"></script>');
    // Not the test: no questions, no submit.
    expect(html).not.toContain('id="test"');
    const attempts = await attemptsOf(osaid);
    expect(attempts.length).toBeGreaterThan(0);
    expect(html.match(/<th scope="row">/g)).toHaveLength(attempts.length);
    const best = Math.max(...attempts.map((a) => a.marks));
    expect(html).toContain(`<strong>${best} of ${attempts[0]!.total} marks</strong>`);
  });

  test('Scenario: without view=report the same address is still the test', async () => {
    const html = await (await pageOf(assessmentIds.assignments.sciencePast)).text();
    expect(html).toContain('<form id="test" hidden>');
    expect(html).not.toContain(DIAGNOSTIC_REPORT_TITLE);
  });

  test('Scenario: a test never attempted has no report yet (404, said so, Back still there)', async () => {
    const { ongoing, upcoming, past } = assessmentIds.onlineTests;
    // The last past assignment: the seed leaves it unattempted.
    const osaid = assessmentIds.assignments.firstId + ongoing + upcoming + past - 1;
    expect(await attemptsOf(osaid)).toHaveLength(0);
    const response = await pageOf(osaid, 'report');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(DIAGNOSTIC_REPORT_NOT_READY);
    expect(html).toContain('id="back"');
  });

  test('Scenario: another student’s assignment or no session is refused as the test page is', async () => {
    const other = await h.createUser();
    const otherToken = await h.signInAs(other);
    const refused = await pageOf(assessmentIds.assignments.sciencePast, 'report', otherToken);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('Best attempt');
    expect((await pageOf(assessmentIds.assignments.sciencePast, 'report', 'nope')).status).toBe(401);
  });

  test('Scenario: the report page’s script posts only Back', async () => {
    const script = await (await content.request('/assets/external-report.js')).text();
    expect(script).toContain("post({ type: 'Back' })");
    expect(script).not.toContain('FinishTest');
  });
});
