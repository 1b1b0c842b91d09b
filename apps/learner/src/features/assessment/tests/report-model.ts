import {
  ApiError,
  type BloomRow,
  type DokRow,
  type EffortRow,
  type QuestionAnalysis,
  type TestDetail,
  type TestDetailRow,
} from '@quest/api';
import type {
  AnalysisStatus,
  LevelAnalysisRow,
  QuestionAnalysisRow,
  QuestionDetailOption,
  QuestionResult,
  SelectedQuestion,
  TestDetailItem,
} from '@quest/design-system';
import type { DifficultyLevel } from '@quest/design-system/format';
import type { DataState } from '../../../data/use-endpoint';
import { paths } from '../../../routes/paths';

/*
 * /report/{testId} as plain functions (ADR 0080): the address it reads, each panel's status, and the server's rows
 * in the report template's terms.
 */

/** Rows per page of the detail table: 10 at first, 5 or 25 by choice (§9). */
export const DETAIL_PAGE_SIZES = [5, 10, 25] as const;
export const DETAIL_DEFAULT_PAGE_SIZE = 10;
/** The detail call's `range`: the server accepts it and ignores it (ADR 0033); the product sends it empty. */
export const DETAIL_RANGE = '';

/** §8: a detail call that did not answer 200. */
export const DETAIL_FAILED_TEXT = 'Failed to fetch data';

/** The test id of /report/{testId}: a whole number ≥ 1, else null (the route shows Not Found). */
export function readTestId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Where /report/{testId} stands: the detail table's page and page size, and the test's name for the header. */
export interface ReportPlace {
  page: number;
  pageSize: number;
  name: string;
}

const pageSizeOf = (value: string | null): number => {
  const size = Number(value);
  return (DETAIL_PAGE_SIZES as readonly number[]).includes(size) ? size : DETAIL_DEFAULT_PAGE_SIZE;
};

/** Reads `?page=&size=&name=` of /report/{testId}; anything else is page 1 of 10 rows. */
export function readReportPlace(search: URLSearchParams): ReportPlace {
  const page = search.get('page');
  return {
    page: page !== null && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
    pageSize: pageSizeOf(search.get('size')),
    name: (search.get('name') ?? '').trim().slice(0, 200),
  };
}

/** The address of a test's report page; the defaults (page 1, 10 rows) are left out. */
export function reportHref(testId: number, place: Partial<ReportPlace> = {}): string {
  return paths.report.getHref(testId, {
    name: place.name || undefined,
    page: place.page && place.page > 1 ? place.page : undefined,
    size: place.pageSize && place.pageSize !== DETAIL_DEFAULT_PAGE_SIZE ? place.pageSize : undefined,
  });
}

/** A data hook's state as the report's panels name it. */
export const panelStatus = (state: DataState): AnalysisStatus =>
  state === 'loaded' ? 'ready' : state === 'failed' ? 'error' : 'loading';

/** §8: the detail call is failed unless it answered with status 200 and data. */
export function detailStatus(state: DataState, detail: TestDetail | undefined): AnalysisStatus {
  if (state === 'loaded' && detail && detail.status !== 200) return 'error';
  return panelStatus(state);
}

/**
 * The detail call's failure text (§8): 'Failed to fetch data' when the server answered with anything but 200 (the
 * HTTP status or the body's `status`); a call that got no answer at all (offline, time-out) falls back to its own
 * message.
 */
export function detailErrorText(detail: TestDetail | undefined, error: Error | undefined): string {
  if (detail && detail.status !== 200) return DETAIL_FAILED_TEXT;
  if (error instanceof ApiError && error.status !== undefined) return DETAIL_FAILED_TEXT;
  return error?.message || DETAIL_FAILED_TEXT;
}

/** The analyses' answer when the student has not taken the test: there is no report (ADR 0115). */
export const NO_REPORT_STATUS = 404;

/**
 * Whether the report page shows the no-report state (ADR 0115): an analysis call answered 404 (the server has no
 * first attempt of this student to analyse) and the detail table has no row of theirs (or has not answered yet).
 * Any other failure stays that panel's own failure text.
 */
export function isNoReport(
  analysisErrors: readonly (Error | undefined)[],
  detail: TestDetail | undefined,
): boolean {
  const missing = analysisErrors.some(
    (error) => error instanceof ApiError && error.status === NO_REPORT_STATUS,
  );
  return missing && !(detail && detail.status === 200 && detail.totalRecords > 0);
}

export const detailItem = (row: TestDetailRow): TestDetailItem => ({
  id: row.MissionTestSummaryResultId,
  userName: row.userDetails.userName,
  totalQuestions: row.TotalQuestion,
  totalMarks: row.TotalMarks,
  firstAttemptMark: row.FirstAttemptMark,
  attemptedSeconds: row.AttemptedDuration,
  actualSeconds: row.ActualDuration,
});

type LevelMarks = Pick<BloomRow, 'question_count' | 'total_marks' | 'user_marks' | 'average_marks'>;
const levelRow = (level: string, row: LevelMarks): LevelAnalysisRow => ({
  level,
  questionCount: row.question_count,
  totalMarks: row.total_marks,
  userMarks: row.user_marks,
  averageMarks: row.average_marks,
});

export const bloomItem = (row: BloomRow) => levelRow(row.bloom_level, row);
export const effortItem = (row: EffortRow) => levelRow(row.effort_level, row);
export const dokItem = (row: DokRow) => levelRow(row.dok_level, row);

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The plain text of server HTML for a table cell: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An image question: its HTML shows an image and no text (§9 "image questions are labelled 'Image Question'"). */
export const isImageQuestion = (html: string) => /<img\b/i.test(html) && plainText(html) === '';

/** The difficulty of `{ "2": "Medium" }`: its first entry's key (§3), Low when it names none. */
export function difficultyOf(level: QuestionAnalysis['difficulty_level']): DifficultyLevel {
  const key = Number(Object.keys(level)[0]);
  return key === 2 || key === 3 ? key : 1;
}

/** The student's result on the question (first attempt): not answered without a choice. */
export function resultOf(performance: QuestionAnalysis['user_performance']): QuestionResult {
  if (!performance || performance.selected_answer.trim() === '') return 'unanswered';
  return performance.is_correct ? 'correct' : 'incorrect';
}

const idList = (value: string) =>
  new Set(
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );

/** The options of `Options` (JSON text `{"OptionItems":[{"Id","Value"}]}`); none when it is not that shape. */
export function optionsOf(question: QuestionAnalysis): QuestionDetailOption[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(question.questionDetail.Options);
  } catch {
    return [];
  }
  const items = (parsed as { OptionItems?: unknown })?.OptionItems;
  if (!Array.isArray(items)) return [];
  const correct = idList(question.questionDetail.Answer);
  const selected = idList(question.user_performance?.selected_answer ?? '');
  return items.flatMap((item: unknown) => {
    const { Id, Value } = (item ?? {}) as { Id?: unknown; Value?: unknown };
    if ((typeof Id !== 'number' && typeof Id !== 'string') || typeof Value !== 'string') return [];
    const id = String(Id);
    return [{ id, html: Value, correct: correct.has(id), selected: selected.has(id) }];
  });
}

export const questionItem = (question: QuestionAnalysis): QuestionAnalysisRow => ({
  id: question.question_id,
  questionText: plainText(question.questionDetail.QuestionText),
  image: isImageQuestion(question.questionDetail.QuestionText),
  difficulty: difficultyOf(question.difficulty_level),
  attemptPercentage: question.attempt_percentage,
  rightPercentage: question.right_percentage,
  wrongPercentage: question.wrong_percentage,
  result: resultOf(question.user_performance),
  timeSpent: question.user_performance ? question.user_performance.duration : null,
  averageTimeAll: question.average_time_all_students,
  averageTimeTop10: question.average_time_top_10_percentile,
});

/** The detail dialog of the question `id` (numbered in test order), or null when it is not in the list. */
export function selectedQuestionOf(
  questions: readonly QuestionAnalysis[],
  id: string | number | null,
): SelectedQuestion | null {
  if (id === null) return null;
  const index = questions.findIndex((q) => String(q.question_id) === String(id));
  const question = questions[index];
  if (!question) return null;
  const row = questionItem(question);
  return {
    questionNumber: index + 1,
    questionHtml: question.questionDetail.QuestionText,
    image: row.image,
    options: optionsOf(question),
    result: row.result,
    timeSpent: row.timeSpent,
    difficulty: row.difficulty,
    attemptPercentage: row.attemptPercentage,
    rightPercentage: row.rightPercentage,
    wrongPercentage: row.wrongPercentage,
    averageTimeAll: row.averageTimeAll,
    averageTimeTop10: row.averageTimeTop10,
  };
}
