import type { QuestionFlagResult } from '@quest/api';
import type { AppDeps } from '../../deps.ts';

/**
 * QuestionFlag: records a student's report of a faulty question. Problems the student can fix are answered with
 * isSuccess false and a message the dialog shows (§8), not an HTTP error.
 */
export async function flagQuestion(
  { db, clock }: AppDeps,
  userId: number,
  questionId: number,
  remark: string,
): Promise<QuestionFlagResult> {
  const text = remark.trim();
  if (text === '') return { isSuccess: false, message: 'Remark is required' };
  const [question] = await db.query('select 1 from assessment_questions where id = $1', [questionId]);
  if (!question) return { isSuccess: false, message: 'This question could not be found.' };
  await db.query(
    'insert into question_flags (question_id, user_id, remark, created_at) values ($1, $2, $3, $4)',
    [questionId, userId, text, clock.now()],
  );
  return { isSuccess: true, message: 'Thank you. The question has been reported for review.' };
}
