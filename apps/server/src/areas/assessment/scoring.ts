import type { TestAttemptAnswer } from '@quest/api';
import { fail } from '../../contract.ts';
import type { QuestionRow } from './tests.ts';

export interface ScoredAnswer {
  questionId: number;
  selected: number[];
  isSkipped: boolean;
  isCorrect: boolean;
  marks: number;
  timeSpent: number;
}

export interface Score {
  answers: ScoredAnswer[];
  marksObtained: number;
  totalMarks: number;
  rightCount: number;
  wrongCount: number;
  skipCount: number;
}

const parseIds = (list: string): number[] => (list === '' ? [] : list.split(',').map(Number));

/**
 * Scores a submission from the selections alone, with the server's answer key: the client's own counts,
 * correctness flags and marks are ignored (docs/decisions/0032-assessment-scoring.md). A question is right when
 * the ticked options are exactly the correct ones; nothing ticked is skipped; a question left out is skipped.
 */
export function scoreAttempt(
  questions: readonly QuestionRow[],
  submitted: readonly TestAttemptAnswer[],
): Score {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, TestAttemptAnswer>();
  for (const answer of submitted) {
    const id = Number(answer.questionId);
    const question = byId.get(id);
    if (!question) throw fail(400, `Question ${answer.questionId} is not part of this test`);
    if (given.has(id)) throw fail(400, `Question ${answer.questionId} is answered twice`);
    const options = new Set(question.options.map((o) => o.id));
    const selected = parseIds(answer.selectedOptionIds);
    const unknown = selected.find((o) => !options.has(o));
    if (unknown !== undefined) {
      throw fail(400, `Option ${unknown} is not an option of question ${answer.questionId}`);
    }
    if (new Set(selected).size !== selected.length) {
      throw fail(400, `Question ${answer.questionId} lists an option twice`);
    }
    if (question.typeCode === 'QT02' && selected.length > 1) {
      throw fail(400, `Question ${answer.questionId} takes one answer`);
    }
    given.set(id, answer);
  }

  const answers = questions.map((question): ScoredAnswer => {
    const answer = given.get(question.id);
    const selected = answer ? parseIds(answer.selectedOptionIds).sort((a, b) => a - b) : [];
    const correct = [...question.answer].sort((a, b) => a - b);
    const isSkipped = selected.length === 0;
    const isCorrect =
      !isSkipped && selected.length === correct.length && selected.every((id, i) => id === correct[i]);
    const time = answer ? Math.max(0, Math.round(Number(answer.timeSpent))) : 0;
    return {
      questionId: question.id,
      selected,
      isSkipped,
      isCorrect,
      marks: isCorrect ? question.marks : 0,
      timeSpent: time,
    };
  });

  return {
    answers,
    marksObtained: answers.reduce((sum, a) => sum + a.marks, 0),
    totalMarks: questions.reduce((sum, q) => sum + q.marks, 0),
    rightCount: answers.filter((a) => a.isCorrect).length,
    wrongCount: answers.filter((a) => !a.isSkipped && !a.isCorrect).length,
    skipCount: answers.filter((a) => a.isSkipped).length,
  };
}

/** Best attempt: the highest marks; on a tie, the earliest. 0 when there is none. */
export function bestAttemptNumber(
  attempts: readonly { attemptNumber: number; marksObtained: number }[],
): number {
  let best: { attemptNumber: number; marksObtained: number } | undefined;
  for (const attempt of attempts) {
    if (
      !best ||
      attempt.marksObtained > best.marksObtained ||
      (attempt.marksObtained === best.marksObtained && attempt.attemptNumber < best.attemptNumber)
    ) {
      best = attempt;
    }
  }
  return best?.attemptNumber ?? 0;
}
