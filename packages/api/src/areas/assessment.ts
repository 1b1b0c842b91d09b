import { z } from 'zod';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint.ts';
import { verb } from '../core/http.ts';
import {
  binary,
  dbInt,
  html,
  idParam,
  idString,
  isoDateTime,
  istTimestamp,
  multilineText,
  numericString,
  plainText,
  positiveId,
} from '../core/schema.ts';
import { mediaPaths } from './media.ts';

/*
 * Assessment (store-and-assessment.md §2.8, §2.11, §2.12, §3, §4, §7, §9): the test runner's questions and
 * attempts, question flags, the online-test lists and the analytics behind the report screen.
 * Calls and fields the spec does not show are listed in the package README ("Not in the spec").
 */

/** Where the student report manual (a static PDF) is served; previewed in a modal on /assessment-report. */
export const assessmentLinks = {
  /** `/media/docs/report-manual.pdf` */
  reportManualPdf: mediaPaths.reportManualPdf,
} as const;

/** Question type codes (§9): QT02 is answered with a radio button, the others with check boxes. */
export const questionTypeCodes = ['QT01', 'QT02', 'QT04', 'QT09'] as const;
export const questionTypeCodeSchema = z.enum(questionTypeCodes);
export type QuestionTypeCode = z.output<typeof questionTypeCodeSchema>;

/** Online-test tabs (§4 "Test tab type mapping"): Ongoing 1, Upcoming 2, Past 3. */
export const testTabTypes = { ongoing: 1, upcoming: 2, past: 3 } as const;
export type TestTabType = (typeof testTabTypes)[keyof typeof testTabTypes];

/** A test code as the content carries it (letters, digits, `-` and `_`). */
export const testCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,50}$/, 'must be a test code (letters, digits, - and _)');

/** Comma-separated option ids, e.g. `"502"` or `"501,503"`; empty when nothing is selected. */
export const optionIdListSchema = z
  .string()
  .max(1000, 'must be at most 1000 characters')
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'must be option ids separated by commas');

/** '0'/'1' flags of the answer record (§3: isQuestionSkipped '0' means skipped). */
export const flagString = z.enum(['0', '1']);

// ---------------------------------------------------------------------------------------------------------------
// Test and questions (GetTestQuestion)

/** §3 Test. Durations: totalDuration in minutes, testAttemptedDuration in seconds (§9). */
export const testSchema = z.object({
  testCode: z.string(),
  testName: z.string(),
  /** Minutes. */
  totalDuration: z.number().nonnegative(),
  totalQuestion: z.number().int().nonnegative(),
  totalMark: z.number().nonnegative(),
  testDirections: html,
  /** How many times this user has submitted the test; the result view shows when above 0. */
  testAttemptCount: z.number().int().nonnegative(),
  /** Seconds the user took in their latest attempt (0 before the first). */
  testAttemptedDuration: z.number().nonnegative(),
});
export type Test = z.output<typeof testSchema>;

export const optionItemSchema = z.object({
  id: z.number().int(),
  /** HTML, may hold math. */
  value: html,
  ischecked: z.boolean(),
});
export type OptionItem = z.output<typeof optionItemSchema>;

/**
 * §3 Question. `answer` (comma-separated correct option ids) and `explanation` are empty strings until the user
 * has submitted the test once (docs/decisions/0030-assessment-answer-key-disclosure.md).
 */
export const questionSchema = z.object({
  questionId: z.number().int(),
  missionTestQuestionId: z.number().int(),
  /** HTML; math as TeX in `\( … \)` / `\[ … \]` or MathML. */
  questionText: html,
  questionTypeCode: questionTypeCodeSchema,
  options: z.object({ optionItems: z.array(optionItemSchema) }),
  answer: optionIdListSchema,
  explanation: html,
});
export type Question = z.output<typeof questionSchema>;

export const testQuestionsSchema = z.object({
  test: testSchema,
  questions: z.array(questionSchema),
});
export type TestQuestions = z.output<typeof testQuestionsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Attempts (StartTestAttempt, SendTestAttempt, GetTestHistory)

/** Not in the spec: the attempt the server opened, with the deadline it enforces. */
export const testAttemptStartSchema = z.object({
  attemptToken: z.string().min(1),
  startedAt: isoDateTime,
  deadline: isoDateTime,
  /** totalDuration × 60 × the user's extra-time factor, in seconds. */
  durationSeconds: z.number().int().nonnegative(),
  extraTimeFactor: z.number().min(1),
  /** The server's now, so the app can correct for a phone clock that is off. */
  serverNow: isoDateTime,
});
export type TestAttemptStart = z.output<typeof testAttemptStartSchema>;

/** One answer of the submission (§3 Answer record); numbers are sent as strings. */
export const testAttemptAnswerSchema = z.strictObject({
  questionId: idString,
  missionTestQuestionId: idString,
  /** The option ids the student ticked, comma-separated; '' when skipped. */
  selectedOptionIds: optionIdListSchema,
  /** '0' means skipped. */
  isQuestionSkipped: flagString,
  isAnsweredCorrect: flagString,
  questionMarksObtained: numericString,
  /** Seconds spent on this question. */
  timeSpent: numericString,
});
export type TestAttemptAnswer = z.output<typeof testAttemptAnswerSchema>;

/** §3 Test attempt submission, exactly; numbers are sent as strings. */
export const testAttemptSubmissionSchema = z.strictObject({
  testTrackingId: z.literal(''),
  userId: idString,
  locationId: idString,
  groupId: idString,
  questId: idString,
  contentId: idString,
  testCode: testCodeSchema,
  /** Seconds the test allows. */
  testActualDuration: numericString,
  /** Seconds the student took. */
  testAttemptedDuration: numericString,
  testTotalMarks: numericString,
  marksObtained: numericString,
  totalQuestion: numericString,
  skipCount: numericString,
  rightCount: numericString,
  wrongCount: numericString,
  percentage: numericString,
  /** When the student submitted: `YYYY-MM-DD HH:mm:ss` (UTC+05:30) or ISO-8601. */
  attemptedDate: z.union([istTimestamp, isoDateTime]),
  question: z.array(testAttemptAnswerSchema).max(500),
  missionActivitySummaryId: z.literal(''),
});
export type TestAttemptSubmission = z.output<typeof testAttemptSubmissionSchema>;

/** §3 Test history: one submitted attempt. Time in seconds. */
export const testAttemptSummarySchema = z.object({
  attemptNumber: z.number().int().positive(),
  marksObtained: z.number(),
  totalMarks: z.number().nonnegative(),
  skipQuestionCount: z.number().int().nonnegative(),
  rightAnswerCount: z.number().int().nonnegative(),
  wrongAnswerCount: z.number().int().nonnegative(),
  /** Seconds. */
  totalTimeConsume: z.number().nonnegative(),
});
export type TestAttemptSummary = z.output<typeof testAttemptSummarySchema>;

/** Not in the spec: one question of an attempt for review mode ('Your Answer', 'Correct Answer', 'Explanation:'). */
export const reviewAnswerSchema = z.object({
  questionId: z.number().int(),
  selectedOptionIds: optionIdListSchema,
  isQuestionSkipped: flagString,
  isAnsweredCorrect: flagString,
  questionMarksObtained: z.number(),
  timeSpent: z.number().nonnegative(),
  /** Correct option ids, comma-separated. */
  answer: optionIdListSchema,
  explanation: html,
});
export type ReviewAnswer = z.output<typeof reviewAnswerSchema>;

/** §3 Test history, plus the answers of the latest attempt for review. bestAttemptNumber 0: no attempts. */
export const testHistorySchema = z.object({
  bestAttemptNumber: z.number().int().nonnegative(),
  attemptList: z.array(testAttemptSummarySchema),
  answers: z.array(reviewAnswerSchema),
});
export type TestHistory = z.output<typeof testHistorySchema>;

/** What SendTestAttempt answers: the attempt as the server scored it, and the history including it. */
export const testAttemptResultSchema = z.object({
  result: testAttemptSummarySchema,
  history: testHistorySchema,
});
export type TestAttemptResult = z.output<typeof testAttemptResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Question flag

export const questionFlagRequestSchema = z.strictObject({
  questionId: positiveId,
  remark: multilineText.max(1000),
});
export const questionFlagResultSchema = z.object({ isSuccess: z.boolean(), message: z.string() });
export type QuestionFlagResult = z.output<typeof questionFlagResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Online tests (analytics base)

/** §3 Online test. Dates are ISO-8601; testDuration in minutes. */
export const onlineTestSchema = z.object({
  /** Not in the spec: the id of /report/{testId}. */
  testId: z.number().int(),
  testAlternateName: z.string(),
  testTypeName: z.string(),
  totalQuestions: z.number().int().nonnegative(),
  totalMarks: z.number().nonnegative(),
  /** Minutes. */
  testDuration: z.number().nonnegative(),
  testAssignStartDate: isoDateTime,
  testAssignEndDate: isoDateTime,
  onlineStudentAssignmentId: z.number().int(),
  paperName: z.string(),
  /** The user's submitted attempts of this test. */
  attemptList: z.array(testAttemptSummarySchema),
  isViewSolution: z.boolean(),
  isViewDiagnosticReport: z.boolean(),
  isReportGenerated: z.boolean(),
  /** Address of the PDF report (downloadTestReport); '' while none is generated. */
  reportPath: z.string(),
});
export type OnlineTest = z.output<typeof onlineTestSchema>;

export const testListRequestSchema = z.strictObject({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 0: every test type. */
  testTypeId: dbInt,
  /** 0: every subject. */
  subjectId: dbInt,
  userId: idParam,
  /** 1-based. */
  pageNumber: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(100),
});

export const testListSchema = z.object({
  data: z.object({
    testList: z.array(onlineTestSchema),
    maxPageCount: z.number().int().nonnegative(),
  }),
});
export type TestList = z.output<typeof testListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Analytics for /report/{testId}

/** Analysis rows the app cannot use are dropped, not fatal (§8 "invalid entries in analysis data are dropped"). */
function validEntries<T extends z.ZodType>(row: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((item): z.output<T>[] => {
      const parsed = row.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

const analyticsRequest = z.strictObject({ userId: idParam, testId: idParam });

export const testDetailRequestSchema = z.strictObject({
  userId: idParam,
  testId: idParam,
  /** Accepted and ignored (docs/decisions/0033-assessment-analytics.md). */
  range: z.union([plainText.max(50), z.number()]),
  pageNumber: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(100),
});

/** §3 Test detail per user. Durations in seconds. */
export const testDetailRowSchema = z.object({
  MissionTestSummaryResultId: z.number().int(),
  userDetails: z.object({ userName: z.string() }),
  TotalQuestion: z.number().int().nonnegative(),
  TotalMarks: z.number().nonnegative(),
  FirstAttemptMark: z.number(),
  /** Seconds. */
  AttemptedDuration: z.number().nonnegative(),
  /** Seconds. */
  ActualDuration: z.number().nonnegative(),
});
export type TestDetailRow = z.output<typeof testDetailRowSchema>;

export const testDetailSchema = z.object({
  status: z.number().int(),
  data: z.array(testDetailRowSchema),
  totalRecords: z.number().int().nonnegative(),
});
export type TestDetail = z.output<typeof testDetailSchema>;

export const bloomLevels = ['recall', 'understand', 'analysis', 'create', 'application', 'evaluate'] as const;
export const effortLevels = ['low', 'medium', 'tough'] as const;
export const dokLevels = ['application', 'extended thinking', 'recall', 'strategic thinking'] as const;
export type BloomLevel = (typeof bloomLevels)[number];
export type EffortLevel = (typeof effortLevels)[number];
export type DokLevel = (typeof dokLevels)[number];

/** Marks of one level: the user's (first attempt) and the average over every student's first attempt. */
const levelMarks = {
  question_count: z.number().int().nonnegative(),
  /** Marks the level's questions are worth. */
  total_marks: z.number().nonnegative(),
  /** The user's marks on them (first attempt), 2 decimals. */
  user_marks: z.number(),
  /** Average marks of all students on them (first attempts), 2 decimals. */
  average_marks: z.number(),
};
export const bloomRowSchema = z.object({ bloom_level: z.enum(bloomLevels), ...levelMarks });
export const effortRowSchema = z.object({ effort_level: z.enum(effortLevels), ...levelMarks });
export const dokRowSchema = z.object({ dok_level: z.enum(dokLevels), ...levelMarks });
export type BloomRow = z.output<typeof bloomRowSchema>;
export type EffortRow = z.output<typeof effortRowSchema>;
export type DokRow = z.output<typeof dokRowSchema>;

export const difficultyNames = { 1: 'Low', 2: 'Medium', 3: 'High' } as const;

/** §3 Question analysis. Percentages and times (seconds) rounded to 2 decimals. */
export const questionAnalysisSchema = z.object({
  /** Not in the spec: which question the row is about. */
  question_id: z.number().int(),
  questionDetail: z.object({
    QuestionText: html,
    /** Correct option ids, comma-separated. */
    Answer: z.string(),
    /** JSON text: `{"OptionItems":[{"Id":…,"Value":"…"}]}`. */
    Options: z.string(),
  }),
  attempt_percentage: z.number(),
  right_percentage: z.number(),
  wrong_percentage: z.number(),
  /** One entry, e.g. `{ "1": "Low" }`. */
  difficulty_level: z.record(z.string().regex(/^[123]$/), z.enum(['Low', 'Medium', 'High'])),
  /** The user's first attempt at the question; null when they have not answered it in any attempt. */
  user_performance: z
    .object({
      selected_answer: z.string(),
      is_correct: z.boolean(),
      /** Seconds. */
      duration: z.number().nonnegative(),
    })
    .nullable(),
  average_time_all_students: z.number().nonnegative(),
  average_time_top_10_percentile: z.number().nonnegative(),
});
export type QuestionAnalysis = z.output<typeof questionAnalysisSchema>;

export const bloomAnalysisSchema = z.object({ data: validEntries(bloomRowSchema) });
export const effortAnalysisSchema = z.object({ data: validEntries(effortRowSchema) });
export const dokAnalysisSchema = z.object({ data: validEntries(dokRowSchema) });
export const questionWiseAnalysisSchema = z.object({ data: validEntries(questionAnalysisSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

export const assessmentEndpoints = {
  getTestQuestion: defineEndpoint({
    name: 'getTestQuestion',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetTestQuestion',
    auth: 'bearer',
    query: z.strictObject({ testCode: testCodeSchema }),
    response: testQuestionsSchema,
    source: 'store-and-assessment §7',
  }),
  startTestAttempt: defineEndpoint({
    name: 'startTestAttempt',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/StartTestAttempt',
    auth: 'bearer',
    body: z.strictObject({ userId: idParam, testCode: testCodeSchema, contentId: idParam }),
    response: testAttemptStartSchema,
    source: 'not in spec',
  }),
  getTestHistory: defineEndpoint({
    name: 'getTestHistory',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetTestHistory',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, TestCode: testCodeSchema }),
    response: testHistorySchema,
    source: 'not in spec',
  }),
  sendTestAttempt: defineEndpoint({
    name: 'sendTestAttempt',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/SendTestAttempt',
    auth: 'bearer',
    body: testAttemptSubmissionSchema,
    response: testAttemptResultSchema,
    idempotent: true,
    source: 'store-and-assessment §7',
  }),
  questionFlag: defineEndpoint({
    name: 'questionFlag',
    method: 'POST',
    base: 'main',
    path: '/OnlineTest/QuestionFlag',
    auth: 'bearer',
    body: questionFlagRequestSchema,
    response: questionFlagResultSchema,
    source: 'store-and-assessment §7',
  }),
  getTestList: defineEndpoint({
    name: 'getTestList',
    method: 'POST',
    base: 'analytics',
    path: '/api/GetTestList/',
    auth: 'bearer',
    body: testListRequestSchema,
    response: testListSchema,
    source: 'store-and-assessment §7',
  }),
  getTestDetailByUserAndTestId: defineEndpoint({
    name: 'getTestDetailByUserAndTestId',
    method: 'POST',
    base: 'analytics',
    path: '/api/search/getTestDetailByUserAndTestId/',
    auth: 'bearer',
    body: testDetailRequestSchema,
    response: testDetailSchema,
    source: 'store-and-assessment §7',
  }),
  getTesBloomLevelAnalysis: defineEndpoint({
    name: 'getTesBloomLevelAnalysis',
    method: 'POST',
    base: 'analytics',
    path: '/api/search/getTesBloomLevelAnalysis/',
    auth: 'bearer',
    body: analyticsRequest,
    response: bloomAnalysisSchema,
    source: 'store-and-assessment §7',
  }),
  getTesDifficultyAnalysis: defineEndpoint({
    name: 'getTesDifficultyAnalysis',
    method: 'POST',
    base: 'analytics',
    path: '/api/search/getTesDifficultyAnalysis/',
    auth: 'bearer',
    body: analyticsRequest,
    response: effortAnalysisSchema,
    source: 'store-and-assessment §7',
  }),
  getTestDOKLevelAnalysis: defineEndpoint({
    name: 'getTestDOKLevelAnalysis',
    method: 'POST',
    base: 'analytics',
    path: '/api/search/getTestDOKLevelAnalysis/',
    auth: 'bearer',
    body: analyticsRequest,
    response: dokAnalysisSchema,
    source: 'store-and-assessment §7',
  }),
  getQuestionWiseTestAnalysis: defineEndpoint({
    name: 'getQuestionWiseTestAnalysis',
    method: 'POST',
    base: 'analytics',
    path: '/api/search/getQuestionWiseTestAnalysis/',
    auth: 'bearer',
    body: analyticsRequest,
    response: questionWiseAnalysisSchema,
    source: 'store-and-assessment §7',
  }),
  downloadTestReport: defineEndpoint({
    name: 'downloadTestReport',
    method: 'GET',
    base: 'analytics',
    path: '/api/report/download',
    auth: 'bearer',
    query: z.strictObject({ onlineStudentAssignmentId: idParam }),
    response: binary,
    binary: true,
    source: 'not in spec',
  }),
} as const satisfies Record<string, AnyEndpoint>;

export const getTestQuestion = verb(assessmentEndpoints.getTestQuestion);
export const startTestAttempt = verb(assessmentEndpoints.startTestAttempt);
export const getTestHistory = verb(assessmentEndpoints.getTestHistory);
export const sendTestAttempt = verb(assessmentEndpoints.sendTestAttempt);
export const questionFlag = verb(assessmentEndpoints.questionFlag);
export const getTestList = verb(assessmentEndpoints.getTestList);
export const getTestDetailByUserAndTestId = verb(assessmentEndpoints.getTestDetailByUserAndTestId);
export const getTesBloomLevelAnalysis = verb(assessmentEndpoints.getTesBloomLevelAnalysis);
export const getTesDifficultyAnalysis = verb(assessmentEndpoints.getTesDifficultyAnalysis);
export const getTestDOKLevelAnalysis = verb(assessmentEndpoints.getTestDOKLevelAnalysis);
export const getQuestionWiseTestAnalysis = verb(assessmentEndpoints.getQuestionWiseTestAnalysis);
export const downloadTestReport = verb(assessmentEndpoints.downloadTestReport);
