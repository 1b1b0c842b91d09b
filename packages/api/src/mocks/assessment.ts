import type { HttpHandler } from 'msw';
import {
  assessmentEndpoints as e,
  type BloomRow,
  type DokRow,
  type EffortRow,
  type OnlineTest,
  type OptionItem,
  type Question,
  type QuestionAnalysis,
  type QuestionFlagResult,
  type ReviewAnswer,
  type Test,
  type TestAttemptResult,
  type TestAttemptStart,
  type TestAttemptSummary,
  type TestDetail,
  type TestDetailRow,
  type TestHistory,
  type TestList,
  type TestQuestions,
  type TestTabType,
} from '../areas/assessment.ts';
import { mockEndpoint, type AreaMocks, type MockVariant } from './core.ts';

const m = String.raw;

// ——— factories ——————————————————————————————————————————————————————————————————————————————————————

/** §3 Test: the fractions chapter test, not yet attempted. */
export const makeTest = (overrides: Partial<Test> = {}): Test => ({
  testCode: 'QT-FRAC-06',
  testName: 'Fractions',
  totalDuration: 20,
  totalQuestion: 4,
  totalMark: 5,
  testDirections:
    '<p>This test has <strong>4 questions</strong> and lasts <strong>20 minutes</strong>.</p><ul><li>Questions with round buttons have one correct answer; questions with check boxes may have more than one.</li><li>The test is submitted automatically when the time runs out.</li></ul>',
  testAttemptCount: 0,
  testAttemptedDuration: 0,
  ...overrides,
});

export const makeOptionItem = (overrides: Partial<OptionItem> = {}): OptionItem => ({
  id: 501011,
  value: m`\(\frac{7}{8}\)`,
  ischecked: false,
  ...overrides,
});

const options = (questionId: number, values: string[]) =>
  values.map((value, i) => makeOptionItem({ id: questionId * 10 + i + 1, value }));

/** §3 Question (QT02, one answer), before the first attempt: no answer key or explanation. */
export const makeQuestion = (overrides: Partial<Question> = {}): Question => ({
  questionId: 50101,
  missionTestQuestionId: 501001,
  questionText: m`<p>What is \(\frac{3}{4} + \frac{1}{8}\)?</p>`,
  questionTypeCode: 'QT02',
  options: {
    optionItems: options(50101, [
      m`\(\frac{7}{8}\)`,
      m`\(\frac{4}{12}\)`,
      m`\(\frac{1}{2}\)`,
      m`\(\frac{5}{8}\)`,
    ]),
  },
  answer: '',
  explanation: '',
  ...overrides,
});

/** The four mock questions, one of each type; with `withKey` the answers and explanations are included. */
export const makeQuestions = (withKey = false): Question[] => {
  const key = (answer: string, explanation: string) => (withKey ? { answer, explanation } : {});
  return [
    makeQuestion(
      key(
        '501011',
        m`<p>Write \(\frac{3}{4}\) as \(\frac{6}{8}\). Then \(\frac{6}{8} + \frac{1}{8} = \frac{7}{8}\).</p>`,
      ),
    ),
    makeQuestion({
      questionId: 50102,
      missionTestQuestionId: 501002,
      questionText: m`<p>Which of these fractions are equivalent to \(\frac{2}{3}\)? Select all that apply.</p>`,
      questionTypeCode: 'QT01',
      options: {
        optionItems: options(50102, [
          m`\(\frac{4}{6}\)`,
          m`\(\frac{6}{9}\)`,
          m`\(\frac{3}{4}\)`,
          m`\(\frac{8}{10}\)`,
        ]),
      },
      ...key(
        '501021,501022',
        m`<p>\(\frac{2 \times 2}{3 \times 2} = \frac{4}{6}\) and \(\frac{2 \times 3}{3 \times 3} = \frac{6}{9}\).</p>`,
      ),
    }),
    makeQuestion({
      questionId: 50104,
      missionTestQuestionId: 501004,
      questionText: '<p>Which of these statements are true? Select all that apply.</p>',
      questionTypeCode: 'QT04',
      options: {
        optionItems: options(50104, [
          m`\(\frac{1}{2} > \frac{1}{3}\)`,
          m`\(\frac{5}{8} < \frac{1}{2}\)`,
          m`\(\frac{7}{7} = 1\)`,
          m`\(\frac{3}{5} = 0.6\)`,
        ]),
      },
      ...key('501041,501043,501044', m`<p>\(\frac{5}{8} = 0.625\), which is more than \(\frac{1}{2}\).</p>`),
    }),
    makeQuestion({
      questionId: 50106,
      missionTestQuestionId: 501006,
      questionText:
        '<p>What is <math><mfrac><mn>5</mn><mn>6</mn></mfrac><mo>&#x2212;</mo><mfrac><mn>1</mn><mn>3</mn></mfrac></math>?</p>',
      questionTypeCode: 'QT09',
      options: {
        optionItems: options(50106, [
          m`\(\frac{1}{2}\)`,
          m`\(\frac{2}{3}\)`,
          m`\(\frac{4}{3}\)`,
          m`\(\frac{1}{6}\)`,
        ]),
      },
      ...key('501061', m`<p>\(\frac{5}{6} - \frac{2}{6} = \frac{3}{6} = \frac{1}{2}\).</p>`),
    }),
  ];
};

export const makeTestQuestions = (overrides: Partial<TestQuestions> = {}): TestQuestions => ({
  test: makeTest(),
  questions: makeQuestions(),
  ...overrides,
});

/** Not in the spec: the sitting the server opened; 20 minutes from 10:30 IST. */
export const makeTestAttemptStart = (overrides: Partial<TestAttemptStart> = {}): TestAttemptStart => ({
  attemptToken: 'mock-attempt-7Qp2x',
  startedAt: '2026-01-12T05:00:00.000Z',
  deadline: '2026-01-12T05:20:00.000Z',
  durationSeconds: 1200,
  extraTimeFactor: 1,
  serverNow: '2026-01-12T05:00:00.000Z',
  ...overrides,
});

/** §3 Test history entry: 3 of 5 marks in 6:25. */
export const makeTestAttemptSummary = (overrides: Partial<TestAttemptSummary> = {}): TestAttemptSummary => ({
  attemptNumber: 1,
  marksObtained: 3,
  totalMarks: 5,
  skipQuestionCount: 1,
  rightAnswerCount: 2,
  wrongAnswerCount: 1,
  totalTimeConsume: 385,
  ...overrides,
});

export const makeReviewAnswer = (overrides: Partial<ReviewAnswer> = {}): ReviewAnswer => ({
  questionId: 50101,
  selectedOptionIds: '501011',
  isQuestionSkipped: '1',
  isAnsweredCorrect: '1',
  questionMarksObtained: 1,
  timeSpent: 48,
  answer: '501011',
  explanation: m`<p>Write \(\frac{3}{4}\) as \(\frac{6}{8}\). Then \(\frac{6}{8} + \frac{1}{8} = \frac{7}{8}\).</p>`,
  ...overrides,
});

/** The review of the mock attempt: right, right (2 marks), wrong, skipped. */
export const makeReviewAnswers = (): ReviewAnswer[] => {
  const [, q2, q4, q6] = makeQuestions(true);
  return [
    makeReviewAnswer(),
    makeReviewAnswer({
      questionId: q2!.questionId,
      selectedOptionIds: q2!.answer,
      questionMarksObtained: 2,
      timeSpent: 95,
      answer: q2!.answer,
      explanation: q2!.explanation,
    }),
    makeReviewAnswer({
      questionId: q4!.questionId,
      selectedOptionIds: '501041,501042',
      isAnsweredCorrect: '0',
      questionMarksObtained: 0,
      timeSpent: 132,
      answer: q4!.answer,
      explanation: q4!.explanation,
    }),
    makeReviewAnswer({
      questionId: q6!.questionId,
      selectedOptionIds: '',
      isQuestionSkipped: '0',
      isAnsweredCorrect: '0',
      questionMarksObtained: 0,
      timeSpent: 20,
      answer: q6!.answer,
      explanation: q6!.explanation,
    }),
  ];
};

/** Two attempts; the second is the best. */
export const makeTestHistory = (overrides: Partial<TestHistory> = {}): TestHistory => ({
  bestAttemptNumber: 2,
  attemptList: [
    makeTestAttemptSummary({
      attemptNumber: 1,
      marksObtained: 2,
      rightAnswerCount: 1,
      wrongAnswerCount: 2,
      skipQuestionCount: 1,
      totalTimeConsume: 512,
    }),
    makeTestAttemptSummary({ attemptNumber: 2, marksObtained: 3 }),
  ],
  answers: makeReviewAnswers(),
  ...overrides,
});

export const makeTestAttemptResult = (overrides: Partial<TestAttemptResult> = {}): TestAttemptResult => ({
  result: makeTestAttemptSummary({ attemptNumber: 2 }),
  history: makeTestHistory(),
  ...overrides,
});

export const makeQuestionFlagResult = (overrides: Partial<QuestionFlagResult> = {}): QuestionFlagResult => ({
  isSuccess: true,
  message: 'Thank you. The question has been reported for review.',
  ...overrides,
});

/** §3 Online test: an Ongoing maths unit test, not attempted yet. */
export const makeOnlineTest = (overrides: Partial<OnlineTest> = {}): OnlineTest => ({
  testId: 601,
  testAlternateName: 'Mathematics Unit Test 1 — Knowing Our Numbers',
  testTypeName: 'Unit Test',
  totalQuestions: 5,
  totalMarks: 6,
  testDuration: 15,
  testAssignStartDate: '2026-01-10T03:30:00.000Z',
  testAssignEndDate: '2026-01-14T12:30:00.000Z',
  onlineStudentAssignmentId: 7001,
  paperName: 'Mathematics Paper 2',
  attemptList: [],
  isViewSolution: false,
  isViewDiagnosticReport: false,
  isReportGenerated: false,
  reportPath: '',
  ...overrides,
});

const reportPath = (id: number) => `/analytics/api/report/download?onlineStudentAssignmentId=${id}`;

/** The three tabs of the mock student (Ongoing 1, Upcoming 2, Past 3). */
export const makeOnlineTests = (type: TestTabType): OnlineTest[] => {
  if (type === 1) {
    return [
      makeOnlineTest(),
      makeOnlineTest({
        testId: 602,
        testAlternateName: 'Science Weekly Test 1 — Sorting Materials',
        testTypeName: 'Weekly Test',
        testDuration: 10,
        totalMarks: 7,
        onlineStudentAssignmentId: 7002,
        paperName: 'Science Paper 1',
        testAssignEndDate: '2026-01-15T12:30:00.000Z',
      }),
      makeOnlineTest({
        testId: 603,
        testAlternateName: 'English Practice Test 1 — Adjectives',
        testTypeName: 'Practice Test',
        testDuration: 20,
        onlineStudentAssignmentId: 7003,
        paperName: 'English Paper 2',
        testAssignEndDate: '2026-01-16T12:30:00.000Z',
      }),
    ];
  }
  if (type === 2) {
    return [
      makeOnlineTest({
        testId: 612,
        testAlternateName: 'English Practice Test 4 — Tenses',
        testTypeName: 'Practice Test',
        onlineStudentAssignmentId: 7012,
        paperName: 'English Paper 1',
        testAssignStartDate: '2026-01-14T06:30:00.000Z',
        testAssignEndDate: '2026-01-21T06:30:00.000Z',
      }),
    ];
  }
  return [
    makeOnlineTest({
      testId: 502,
      testAlternateName: 'Science — Half-Yearly Revision Test',
      testTypeName: 'Revision Test',
      totalQuestions: 10,
      totalMarks: 13,
      onlineStudentAssignmentId: 7100,
      paperName: 'Science Paper 1',
      testAssignStartDate: '2025-12-23T05:00:00.000Z',
      testAssignEndDate: '2026-01-02T05:00:00.000Z',
      attemptList: [
        makeTestAttemptSummary({
          marksObtained: 11,
          totalMarks: 13,
          rightAnswerCount: 9,
          wrongAnswerCount: 1,
          skipQuestionCount: 0,
          totalTimeConsume: 364,
        }),
      ],
      isViewSolution: true,
      isViewDiagnosticReport: true,
      isReportGenerated: true,
      reportPath: reportPath(7100),
    }),
    makeOnlineTest({
      testId: 623,
      testAlternateName: 'Mathematics Unit Test 9 — Decimals',
      onlineStudentAssignmentId: 7023,
      testAssignStartDate: '2025-12-20T03:30:00.000Z',
      testAssignEndDate: '2025-12-27T12:30:00.000Z',
    }),
  ];
};

export const makeTestList = (type: TestTabType = 1, overrides: Partial<TestList['data']> = {}): TestList => ({
  data: { testList: makeOnlineTests(type), maxPageCount: 1, ...overrides },
});

export const makeTestDetailRow = (overrides: Partial<TestDetailRow> = {}): TestDetailRow => ({
  MissionTestSummaryResultId: 41,
  userDetails: { userName: '9876543210' },
  TotalQuestion: 10,
  TotalMarks: 13,
  FirstAttemptMark: 11,
  AttemptedDuration: 364,
  ActualDuration: 900,
  ...overrides,
});

export const makeTestDetail = (overrides: Partial<TestDetail> = {}): TestDetail => ({
  status: 200,
  data: [makeTestDetailRow()],
  totalRecords: 1,
  ...overrides,
});

const level = (question_count: number, total_marks: number, user_marks: number, average_marks: number) => ({
  question_count,
  total_marks,
  user_marks,
  average_marks,
});

export const makeBloomRow = (overrides: Partial<BloomRow> = {}): BloomRow => ({
  bloom_level: 'recall',
  ...level(3, 4, 4, 2.33),
  ...overrides,
});
export const makeBloomRows = (): BloomRow[] => [
  makeBloomRow(),
  makeBloomRow({ bloom_level: 'understand', ...level(3, 5, 3, 2.89) }),
  makeBloomRow({ bloom_level: 'analysis', ...level(1, 1, 1, 0.56) }),
  makeBloomRow({ bloom_level: 'create', ...level(1, 1, 1, 0.44) }),
  makeBloomRow({ bloom_level: 'application', ...level(1, 1, 1, 0.44) }),
  makeBloomRow({ bloom_level: 'evaluate', ...level(1, 1, 1, 0.56) }),
];

export const makeEffortRow = (overrides: Partial<EffortRow> = {}): EffortRow => ({
  effort_level: 'low',
  ...level(5, 7, 6, 4.67),
  ...overrides,
});
export const makeEffortRows = (): EffortRow[] => [
  makeEffortRow(),
  makeEffortRow({ effort_level: 'medium', ...level(3, 4, 3, 2.11) }),
  makeEffortRow({ effort_level: 'tough', ...level(2, 2, 2, 1) }),
];

export const makeDokRow = (overrides: Partial<DokRow> = {}): DokRow => ({
  dok_level: 'application',
  ...level(2, 2, 2, 1.22),
  ...overrides,
});
export const makeDokRows = (): DokRow[] => [
  makeDokRow(),
  makeDokRow({ dok_level: 'extended thinking', ...level(2, 2, 2, 1) }),
  makeDokRow({ dok_level: 'recall', ...level(5, 8, 6, 5.22) }),
  makeDokRow({ dok_level: 'strategic thinking', ...level(1, 1, 1, 0.56) }),
];

export const makeQuestionAnalysis = (overrides: Partial<QuestionAnalysis> = {}): QuestionAnalysis => ({
  question_id: 50201,
  questionDetail: {
    QuestionText: '<p>Which gas do green plants take in from the air for photosynthesis?</p>',
    Answer: '502011',
    Options: JSON.stringify({
      OptionItems: [
        { Id: 502011, Value: m`\(\mathrm{CO_2}\)` },
        { Id: 502012, Value: m`\(\mathrm{O_2}\)` },
        { Id: 502013, Value: m`\(\mathrm{N_2}\)` },
        { Id: 502014, Value: m`\(\mathrm{H_2}\)` },
      ],
    }),
  },
  attempt_percentage: 88.89,
  right_percentage: 44.44,
  wrong_percentage: 44.44,
  difficulty_level: { '1': 'Low' },
  user_performance: { selected_answer: '502011', is_correct: true, duration: 64 },
  average_time_all_students: 48.67,
  average_time_top_10_percentile: 64,
  ...overrides,
});

export const makeQuestionAnalyses = (): QuestionAnalysis[] => [
  makeQuestionAnalysis(),
  makeQuestionAnalysis({
    question_id: 50203,
    questionDetail: {
      QuestionText: m`<p>A cyclist covers 12 km in 2 hours. Using \(v = \frac{d}{t}\), what is the cyclist's speed?</p>`,
      Answer: '502031',
      Options: JSON.stringify({
        OptionItems: ['6 km/h', '24 km/h', '10 km/h', '14 km/h'].map((Value, i) => ({
          Id: 502031 + i,
          Value,
        })),
      }),
    },
    attempt_percentage: 100,
    right_percentage: 77.78,
    wrong_percentage: 22.22,
    difficulty_level: { '2': 'Medium' },
    user_performance: { selected_answer: '502032', is_correct: false, duration: 71 },
    average_time_all_students: 55.33,
    average_time_top_10_percentile: 38,
  }),
  makeQuestionAnalysis({
    question_id: 50209,
    questionDetail: {
      QuestionText: '<p>Tara says seeds need light to germinate. Which experiment best tests her claim?</p>',
      Answer: '502091',
      Options: JSON.stringify({
        OptionItems: [
          'Two identical pots, one in the dark',
          'One pot without water',
          'Different seeds',
          'No soil',
        ].map((Value, i) => ({ Id: 502091 + i, Value })),
      }),
    },
    attempt_percentage: 66.67,
    right_percentage: 33.33,
    wrong_percentage: 33.33,
    difficulty_level: { '3': 'High' },
    user_performance: null,
    average_time_all_students: 61.5,
    average_time_top_10_percentile: 45,
  }),
];

/** A one-page PDF, as the report download answers. */
export const makeReportPdf = (): Blob => {
  const content = 'BT /F1 18 Tf 56 770 Td (Test report) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
};

// ——— handlers ——————————————————————————————————————————————————————————————————————————————————————

async function tabOf(request: Request): Promise<TestTabType> {
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as { type?: unknown };
  return body.type === 2 || body.type === 3 ? body.type : 1;
}

function handlers(variant: MockVariant): HttpHandler[] {
  const empty = variant === 'empty';
  const noAttempt: TestHistory = { bestAttemptNumber: 0, attemptList: [], answers: [] };
  const allSkipped = makeTestAttemptSummary({
    marksObtained: 0,
    rightAnswerCount: 0,
    wrongAnswerCount: 0,
    skipQuestionCount: 4,
    totalTimeConsume: 0,
  });
  return [
    mockEndpoint(
      e.getTestQuestion,
      variant,
      empty
        ? makeTestQuestions({ test: makeTest({ totalQuestion: 0, totalMark: 0 }), questions: [] })
        : makeTestQuestions(),
    ),
    mockEndpoint(e.startTestAttempt, variant, makeTestAttemptStart()),
    mockEndpoint(e.getTestHistory, variant, empty ? noAttempt : makeTestHistory()),
    mockEndpoint(
      e.sendTestAttempt,
      variant,
      empty
        ? makeTestAttemptResult({
            result: allSkipped,
            history: { bestAttemptNumber: 1, attemptList: [allSkipped], answers: [] },
          })
        : makeTestAttemptResult(),
    ),
    // No meaningful empty: the "empty" flag is the refusal the dialog shows for a blank remark.
    mockEndpoint(
      e.questionFlag,
      variant,
      empty
        ? makeQuestionFlagResult({ isSuccess: false, message: 'Remark is required' })
        : makeQuestionFlagResult(),
    ),
    mockEndpoint(e.getTestList, variant, async (request) =>
      empty ? { data: { testList: [], maxPageCount: 0 } } : makeTestList(await tabOf(request)),
    ),
    mockEndpoint(
      e.getTestDetailByUserAndTestId,
      variant,
      empty ? makeTestDetail({ data: [], totalRecords: 0 }) : makeTestDetail(),
    ),
    mockEndpoint(e.getTesBloomLevelAnalysis, variant, { data: empty ? [] : makeBloomRows() }),
    mockEndpoint(e.getTesDifficultyAnalysis, variant, { data: empty ? [] : makeEffortRows() }),
    mockEndpoint(e.getTestDOKLevelAnalysis, variant, { data: empty ? [] : makeDokRows() }),
    mockEndpoint(e.getQuestionWiseTestAnalysis, variant, { data: empty ? [] : makeQuestionAnalyses() }),
    mockEndpoint(e.downloadTestReport, variant, () => makeReportPdf()),
  ];
}

/** Mock handlers of the assessment calls, per data state. */
export const assessmentMocks: AreaMocks = {
  ok: handlers('ok'),
  empty: handlers('empty'),
  error: handlers('error'),
  loading: handlers('loading'),
};
