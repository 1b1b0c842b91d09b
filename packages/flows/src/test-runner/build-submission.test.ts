import type { Question } from '@quest/api';
import { describe, expect, test } from 'vitest';
import { buildSubmission, type SubmissionInput } from './build-submission.ts';

const q = (questionId: number, questionTypeCode: Question['questionTypeCode'], answer: string): Question => ({
  questionId,
  missionTestQuestionId: questionId + 1000,
  questionText: '',
  questionTypeCode,
  options: { optionItems: [] },
  answer,
  explanation: '',
});

const base: SubmissionInput = {
  identity: { userId: 42, locationId: 3, groupId: 9, questId: 11, contentId: 701, testCode: 'QT-FRAC-06' },
  questions: [q(1, 'QT02', '11'), q(2, 'QT01', '21,22'), q(3, 'QT04', '31')],
  answers: {},
  timeSpent: {},
  totalMarks: 6,
  allowedSeconds: 1500,
  attemptedSeconds: 300,
  submittedAt: Date.parse('2026-01-12T18:45:09.400Z'),
};

describe('buildSubmission', () => {
  test.each<{ name: string; answers: Record<number, number[]>; counts: Record<string, string> }>([
    {
      name: 'nothing answered: everything skipped',
      answers: {},
      counts: { marksObtained: '0', skipCount: '3', rightCount: '0', wrongCount: '0' },
    },
    {
      name: 'one right (radio), one right (all-or-nothing boxes), one wrong',
      answers: { 1: [11], 2: [22, 21], 3: [32] },
      counts: { marksObtained: '4', skipCount: '0', rightCount: '2', wrongCount: '1' },
    },
    {
      name: 'partly ticked check boxes are wrong',
      answers: { 2: [21] },
      counts: { marksObtained: '0', skipCount: '2', rightCount: '0', wrongCount: '1' },
    },
  ])('counts: $name', ({ answers, counts }) => {
    const submission = buildSubmission({ ...base, answers });
    expect({
      marksObtained: submission.marksObtained,
      skipCount: submission.skipCount,
      rightCount: submission.rightCount,
      wrongCount: submission.wrongCount,
    }).toEqual(counts);
  });

  test('the whole payload, numbers as strings, exactly the spec fields', () => {
    expect(
      buildSubmission({
        ...base,
        questions: [q(1, 'QT02', ''), q(2, 'QT09', '')],
        answers: { 1: [12] },
        timeSpent: { 1: 40, 2: 7 },
        attemptedSeconds: 47,
      }),
    ).toEqual({
      testTrackingId: '',
      userId: '42',
      locationId: '3',
      groupId: '9',
      questId: '11',
      contentId: '701',
      testCode: 'QT-FRAC-06',
      testActualDuration: '1500',
      testAttemptedDuration: '47',
      testTotalMarks: '6',
      marksObtained: '0',
      totalQuestion: '2',
      skipCount: '1',
      rightCount: '0',
      wrongCount: '1',
      percentage: '0',
      attemptedDate: '2026-01-13 00:15:09',
      question: [
        {
          questionId: '1',
          missionTestQuestionId: '1001',
          selectedOptionIds: '12',
          isQuestionSkipped: '1',
          isAnsweredCorrect: '0',
          questionMarksObtained: '0',
          timeSpent: '40',
        },
        {
          questionId: '2',
          missionTestQuestionId: '1002',
          selectedOptionIds: '',
          isQuestionSkipped: '0',
          isAnsweredCorrect: '0',
          questionMarksObtained: '0',
          timeSpent: '7',
        },
      ],
      missionActivitySummaryId: '',
    });
  });

  test.each([
    { attemptedSeconds: -3, expected: '0' },
    { attemptedSeconds: 1499.6, expected: '1500' },
    { attemptedSeconds: 1800, expected: '1500' },
  ])('time taken $attemptedSeconds s is sent as $expected', ({ attemptedSeconds, expected }) => {
    expect(buildSubmission({ ...base, attemptedSeconds }).testAttemptedDuration).toEqual(expected);
  });

  test.each([
    { utc: '2026-01-12T05:00:00.000Z', ist: '2026-01-12 10:30:00' },
    { utc: '2026-12-31T18:30:00.000Z', ist: '2027-01-01 00:00:00' },
  ])('attemptedDate $utc → $ist', ({ utc, ist }) => {
    expect(buildSubmission({ ...base, submittedAt: Date.parse(utc) }).attemptedDate).toEqual(ist);
  });
});
