import type { Question, Test } from '@quest/api';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';

export interface TestRow {
  id: number;
  testCode: string;
  testName: string;
  alternateName: string;
  paperName: string;
  testTypeId: number;
  testTypeName: string;
  subjectId: number;
  /** Minutes. */
  totalDuration: number;
  directions: string;
}

export interface QuestionRow {
  id: number;
  missionTestQuestionId: number;
  sequenceNo: number;
  questionText: string;
  typeCode: Question['questionTypeCode'];
  options: { id: number; value: string }[];
  answer: number[];
  explanation: string;
  marks: number;
  bloomLevel: string;
  dokLevel: string;
  difficulty: 1 | 2 | 3;
}

const testColumns = `id, test_code as "testCode", test_name as "testName", alternate_name as "alternateName",
  paper_name as "paperName", test_type_id as "testTypeId", test_type_name as "testTypeName",
  subject_id as "subjectId", total_duration as "totalDuration", directions`;

export async function findTestByCode(db: Db, testCode: string): Promise<TestRow> {
  const [row] = await db.query<TestRow>(`select ${testColumns} from assessment_tests where test_code = $1`, [
    testCode,
  ]);
  if (!row) throw fail(404, 'Test not found');
  return row;
}

export async function findTestById(db: Db, testId: number): Promise<TestRow> {
  const [row] = await db.query<TestRow>(`select ${testColumns} from assessment_tests where id = $1`, [
    testId,
  ]);
  if (!row) throw fail(404, 'Test not found');
  return row;
}

export async function loadQuestions(db: Db, testId: number): Promise<QuestionRow[]> {
  return db.query<QuestionRow>(
    `select id, mission_test_question_id as "missionTestQuestionId", sequence_no as "sequenceNo",
            question_text as "questionText", type_code as "typeCode", options, answer, explanation,
            marks::float8 as marks, bloom_level as "bloomLevel", dok_level as "dokLevel", difficulty
       from assessment_questions where test_id = $1 order by sequence_no, id`,
    [testId],
  );
}

export const totalMarksOf = (questions: readonly QuestionRow[]) =>
  questions.reduce((sum, q) => sum + q.marks, 0);

interface AttemptStats {
  attemptCount: number;
  latestDuration: number;
}

async function attemptStats(db: Db, userId: number, testId: number): Promise<AttemptStats> {
  const [row] = await db.query<AttemptStats>(
    `select count(*)::int as "attemptCount",
            coalesce((select attempted_duration from test_attempts
                       where user_id = $1 and test_id = $2 and status = 'submitted'
                       order by attempt_number desc limit 1), 0)::int as "latestDuration"
       from test_attempts where user_id = $1 and test_id = $2 and status = 'submitted'`,
    [userId, testId],
  );
  return row ?? { attemptCount: 0, latestDuration: 0 };
}

/**
 * GetTestQuestion: the test and its questions for this user. The answer key and explanations are sent only once
 * the user has submitted the test (docs/decisions/0030-assessment-answer-key-disclosure.md).
 */
export async function testWithQuestions(
  db: Db,
  userId: number,
  testCode: string,
): Promise<{ test: Test; questions: Question[] }> {
  const test = await findTestByCode(db, testCode);
  const questions = await loadQuestions(db, test.id);
  const stats = await attemptStats(db, userId, test.id);
  const reveal = stats.attemptCount > 0;
  return {
    test: {
      testCode: test.testCode,
      testName: test.testName,
      totalDuration: test.totalDuration,
      totalQuestion: questions.length,
      totalMark: totalMarksOf(questions),
      testDirections: test.directions,
      testAttemptCount: stats.attemptCount,
      testAttemptedDuration: stats.latestDuration,
    },
    questions: questions.map((q) => ({
      questionId: q.id,
      missionTestQuestionId: q.missionTestQuestionId,
      questionText: q.questionText,
      questionTypeCode: q.typeCode,
      options: { optionItems: q.options.map((o) => ({ id: o.id, value: o.value, ischecked: false })) },
      answer: reveal ? q.answer.join(',') : '',
      explanation: reveal ? q.explanation : '',
    })),
  };
}
