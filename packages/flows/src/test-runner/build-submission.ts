import type { assessmentEndpoints, EndpointInput, Question } from '@quest/api';
import { accessTimestamp } from '../rules/timestamp.ts';

/** The SendTestAttempt body, as the assessment schema accepts it (§3 Test attempt submission). */
export type TestAttemptSubmissionBody = EndpointInput<typeof assessmentEndpoints.sendTestAttempt>['body'];

export interface SubmissionIdentity {
  userId: number;
  locationId: number;
  groupId: number;
  questId: number;
  contentId: number;
  testCode: string;
}

export interface SubmissionInput {
  identity: SubmissionIdentity;
  questions: readonly Question[];
  /** Option ids ticked per questionId. */
  answers: Readonly<Record<number, readonly number[]>>;
  /** Seconds spent per questionId. */
  timeSpent: Readonly<Record<number, number>>;
  /** Marks of the whole test (Test.totalMark). */
  totalMarks: number;
  /** Seconds the attempt allows (server's durationSeconds, extra time included). */
  allowedSeconds: number;
  /** Seconds the student took. */
  attemptedSeconds: number;
  /** When the student submitted (epoch ms). */
  submittedAt: number;
}

const sameOptions = (selected: readonly number[], key: string) => {
  const correct = key.split(',').map(Number);
  return selected.length === correct.length && correct.every((id) => selected.includes(id));
};

/**
 * The submission payload, numbers as strings. Marks per question are totalMarks / question count. The answer key
 * is empty before the first attempt (docs/decisions/0030), so then answered questions count as not correct — the
 * server scores the attempt anyway (docs/decisions/0032).
 */
export function buildSubmission(input: SubmissionInput): TestAttemptSubmissionBody {
  const { identity, questions } = input;
  const marksEach = questions.length === 0 ? 0 : input.totalMarks / questions.length;
  let right = 0;
  let wrong = 0;
  let skipped = 0;
  let marks = 0;
  const question = questions.map((q) => {
    const selected = [...(input.answers[q.questionId] ?? [])].sort((a, b) => a - b);
    const answered = selected.length > 0;
    const correct = answered && q.answer !== '' && sameOptions(selected, q.answer);
    if (!answered) skipped += 1;
    else if (correct) right += 1;
    else wrong += 1;
    const obtained = correct ? marksEach : 0;
    marks += obtained;
    return {
      questionId: String(q.questionId),
      missionTestQuestionId: String(q.missionTestQuestionId),
      selectedOptionIds: selected.join(','),
      isQuestionSkipped: answered ? ('1' as const) : ('0' as const),
      isAnsweredCorrect: correct ? ('1' as const) : ('0' as const),
      questionMarksObtained: String(obtained),
      timeSpent: String(Math.max(0, Math.round(input.timeSpent[q.questionId] ?? 0))),
    };
  });
  return {
    testTrackingId: '',
    userId: String(identity.userId),
    locationId: String(identity.locationId),
    groupId: String(identity.groupId),
    questId: String(identity.questId),
    contentId: String(identity.contentId),
    testCode: identity.testCode,
    testActualDuration: String(Math.max(0, Math.round(input.allowedSeconds))),
    testAttemptedDuration: String(
      Math.min(Math.max(0, Math.round(input.attemptedSeconds)), Math.round(input.allowedSeconds)),
    ),
    testTotalMarks: String(input.totalMarks),
    marksObtained: String(marks),
    totalQuestion: String(questions.length),
    skipCount: String(skipped),
    rightCount: String(right),
    wrongCount: String(wrong),
    percentage: '0',
    attemptedDate: accessTimestamp(input.submittedAt),
    question,
    missionActivitySummaryId: '',
  };
}
