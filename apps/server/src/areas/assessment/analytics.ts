import {
  bloomLevels,
  difficultyNames,
  dokLevels,
  effortLevels,
  type BloomRow,
  type DokRow,
  type EffortRow,
  type QuestionAnalysis,
  type TestDetail,
} from '@quest/api';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { mean, round2 } from './common.ts';
import { findTestById, loadQuestions, totalMarksOf, type QuestionRow, type TestRow } from './tests.ts';

/*
 * The analytics behind /report/{testId}, computed from stored attempts. The population is every student's FIRST
 * submitted attempt of the test; the user's own figures come from their first attempt too
 * (docs/decisions/0033-assessment-analytics.md).
 */

interface StoredAnswer {
  selected: number[];
  isSkipped: boolean;
  isCorrect: boolean;
  marks: number;
  timeSpent: number;
}

interface FirstAttempt {
  attemptId: number;
  userId: number;
  marks: number;
  submittedAt: Date;
  answers: Map<number, StoredAnswer>;
}

export interface TestAnalytics {
  test: TestRow;
  questions: QuestionRow[];
  attempts: FirstAttempt[];
  mine: FirstAttempt | undefined;
}

export async function loadAnalytics(db: Db, testId: number, userId: number): Promise<TestAnalytics> {
  const test = await findTestById(db, testId);
  const questions = await loadQuestions(db, test.id);
  const rows = await db.query<Omit<FirstAttempt, 'answers'>>(
    `select id as "attemptId", user_id as "userId", marks_obtained::float8 as marks, submitted_at as "submittedAt"
       from test_attempts where test_id = $1 and status = 'submitted' and attempt_number = 1
      order by id`,
    [test.id],
  );
  const answers = await db.query<StoredAnswer & { attemptId: number; questionId: number }>(
    `select attempt_id as "attemptId", question_id as "questionId", selected, is_skipped as "isSkipped",
            is_correct as "isCorrect", marks::float8 as marks, time_spent as "timeSpent"
       from test_attempt_answers where attempt_id = any($1::int[])`,
    [rows.map((r) => r.attemptId)],
  );
  const attempts = rows.map((r): FirstAttempt => ({ ...r, answers: new Map() }));
  const byId = new Map(attempts.map((a) => [a.attemptId, a]));
  for (const a of answers) byId.get(a.attemptId)?.answers.set(a.questionId, a);
  return { test, questions, attempts, mine: attempts.find((a) => a.userId === userId) };
}

/** The level analyses and the question-wise analysis exist once the user has submitted the test. */
export async function loadReport(db: Db, testId: number, userId: number): Promise<TestAnalytics> {
  const analytics = await loadAnalytics(db, testId, userId);
  if (!analytics.mine) throw fail(404, 'There is no report yet: this test has not been attempted.');
  return analytics;
}

const marksOn = (attempt: FirstAttempt | undefined, questions: readonly QuestionRow[]) =>
  questions.reduce((sum, q) => sum + (attempt?.answers.get(q.id)?.marks ?? 0), 0);

function levelMarks(a: TestAnalytics, questions: QuestionRow[]) {
  return {
    question_count: questions.length,
    total_marks: round2(totalMarksOf(questions)),
    user_marks: round2(marksOn(a.mine, questions)),
    average_marks: round2(mean(a.attempts.map((attempt) => marksOn(attempt, questions)))),
  };
}

/** One row per Bloom level, in the spec's order, also for levels without questions. */
export const bloomAnalysis = (a: TestAnalytics): BloomRow[] =>
  bloomLevels.map((level) => ({
    bloom_level: level,
    ...levelMarks(
      a,
      a.questions.filter((q) => q.bloomLevel === level),
    ),
  }));

/** Effort rows: low, medium, tough are difficulty 1, 2, 3. */
export const effortAnalysis = (a: TestAnalytics): EffortRow[] =>
  effortLevels.map((level, index) => ({
    effort_level: level,
    ...levelMarks(
      a,
      a.questions.filter((q) => q.difficulty === index + 1),
    ),
  }));

export const dokAnalysis = (a: TestAnalytics): DokRow[] =>
  dokLevels.map((level) => ({
    dok_level: level,
    ...levelMarks(
      a,
      a.questions.filter((q) => q.dokLevel === level),
    ),
  }));

/** The top 10 % of students by marks (at least one); earlier submissions first on equal marks. */
function topTenPercent(attempts: readonly FirstAttempt[]): FirstAttempt[] {
  const ranked = [...attempts].sort(
    (x, y) => y.marks - x.marks || x.submittedAt.getTime() - y.submittedAt.getTime(),
  );
  return ranked.slice(0, Math.max(1, Math.ceil(ranked.length * 0.1)));
}

export function questionWiseAnalysis(a: TestAnalytics): QuestionAnalysis[] {
  const top = topTenPercent(a.attempts);
  const n = a.attempts.length;
  const percent = (count: number) => (n === 0 ? 0 : round2((count / n) * 100));
  const timeOn = (attempts: readonly FirstAttempt[], questionId: number) =>
    round2(mean(attempts.map((attempt) => attempt.answers.get(questionId)?.timeSpent ?? 0)));
  return a.questions.map((q) => {
    const given = a.attempts.map((attempt) => attempt.answers.get(q.id));
    const attempted = given.filter((g) => g && !g.isSkipped).length;
    const right = given.filter((g) => g?.isCorrect).length;
    const mine = a.mine?.answers.get(q.id);
    return {
      question_id: q.id,
      questionDetail: {
        QuestionText: q.questionText,
        Answer: q.answer.join(','),
        Options: JSON.stringify({ OptionItems: q.options.map((o) => ({ Id: o.id, Value: o.value })) }),
      },
      attempt_percentage: percent(attempted),
      right_percentage: percent(right),
      wrong_percentage: percent(attempted - right),
      difficulty_level: { [String(q.difficulty)]: difficultyNames[q.difficulty] },
      user_performance: mine
        ? { selected_answer: mine.selected.join(','), is_correct: mine.isCorrect, duration: mine.timeSpent }
        : null,
      average_time_all_students: timeOn(a.attempts, q.id),
      average_time_top_10_percentile: timeOn(top, q.id),
    };
  });
}

/**
 * getTestDetailByUserAndTestId: one row per student summary; a student sees their own row only. The row is their
 * first attempt (FirstAttemptMark, AttemptedDuration) against the test's duration, all in seconds.
 */
export async function testDetail(
  db: Db,
  userId: number,
  testId: number,
  pageNumber: number,
  pageSize: number,
): Promise<TestDetail> {
  const test = await findTestById(db, testId);
  const rows = await db.query<{
    id: number;
    userName: string;
    totalQuestion: number;
    totalMarks: number;
    marks: number;
    attempted: number;
  }>(
    `select a.id, u.user_name as "userName", a.total_question as "totalQuestion",
            a.total_marks::float8 as "totalMarks", a.marks_obtained::float8 as marks,
            a.attempted_duration as attempted
       from test_attempts a join users u on u.id = a.user_id
      where a.test_id = $1 and a.user_id = $2 and a.status = 'submitted' and a.attempt_number = 1`,
    [test.id, userId],
  );
  const all = rows.map((r) => ({
    MissionTestSummaryResultId: r.id,
    userDetails: { userName: r.userName },
    TotalQuestion: r.totalQuestion,
    TotalMarks: r.totalMarks,
    FirstAttemptMark: r.marks,
    AttemptedDuration: r.attempted,
    ActualDuration: test.totalDuration * 60,
  }));
  const start = (pageNumber - 1) * pageSize;
  return { status: 200, data: all.slice(start, start + pageSize), totalRecords: all.length };
}
