import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  BloomAnalysisTable,
  DataTable,
  DokAnalysisTable,
  EffortAnalysisTable,
  QuestionAnalysisTable,
  type AnalysisStatus,
  type DataTableColumn,
  type LevelAnalysisRow,
  type QuestionAnalysisRow,
} from '../../components/analysis-table';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import {
  QuestionDetailDialog,
  type QuestionDetailDialogProps,
} from '../../components/question-detail-dialog';
import { formatAverage, formatDuration, formatNumber } from '../../format';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { BackPage } from '../page-parts/back-page';

/** Texts of a test's report page (store-and-assessment.md §2.12, §8). */
export const testReportTexts = {
  fallbackTitle: 'Test report',
  back: 'Back',
  detailCaption: 'Test Detail',
  detailLoading: 'Loading Test Detail data...',
  detailError: 'Failed to fetch data',
  detailPager: 'Test Detail pages',
  /** A test the student has not taken has no report (ADR 0115). */
  noReport: 'There is no report for this test yet: you have not taken it.',
  /** The rows shown (ICU; the numbers formatted with en-IN grouping): "Showing 1–10 of 23". */
  range: 'Showing {first}–{last} of {total}',
  columns: {
    userName: 'User name',
    totalQuestions: 'Total questions',
    totalMarks: 'Total marks',
    firstAttemptMark: 'First attempt mark',
    attemptedDuration: 'Attempted duration',
    actualDuration: 'Actual duration',
  },
} as const;

/** One row of the per-user test detail table (§3 "Test detail per user"). */
export interface TestDetailItem {
  /** A key unique in the table. */
  id: string | number;
  userName: string;
  totalQuestions: number;
  totalMarks: number;
  firstAttemptMark: number;
  /** Seconds the student took (shown mm:ss, or hh:mm:ss from an hour). */
  attemptedSeconds: number;
  /** Seconds the test allows. */
  actualSeconds: number;
}

/** The per-user test detail: one page of rows, paged by the server. */
export interface TestDetailPanel {
  /** Where the page of rows is. */
  status: AnalysisStatus;
  /** The rows of the page shown. */
  rows?: readonly TestDetailItem[];
  /** How many rows all pages hold (the server's `totalRecords`). */
  totalRecords?: number;
  /** The page shown, counted from 1. */
  page: number;
  /** Rows per page: 10 at first, 5 or 25 by choice. */
  pageSize: number;
  /** The failure text: the server's message, else "Failed to fetch data". */
  errorText?: string;
}

/** One analysis panel's data and status. */
export interface AnalysisPanel<Row> {
  /** Where the panel's data is. */
  status: AnalysisStatus;
  /** The rows (invalid ones are dropped, or drawn as "Error rendering this row"). */
  rows?: readonly Row[];
}

/** The question shown in the detail dialog: its content and figures. */
export type SelectedQuestion = Omit<QuestionDetailDialogProps, 'open' | 'onClose' | 'inline'>;

/** Props of {@link TestReportView}. */
export interface TestReportViewProps {
  /** Content: the test's name, the page title; "Test report" until it is known. */
  testName?: string;
  /** Content: the per-user test detail table (paged by the server). */
  detail: TestDetailPanel;
  /** Content: the Bloom level analysis. */
  bloom: AnalysisPanel<LevelAnalysisRow>;
  /** Content: the Depth of Knowledge analysis. */
  dok: AnalysisPanel<LevelAnalysisRow>;
  /** Content: the level of effort analysis. */
  effort: AnalysisPanel<LevelAnalysisRow>;
  /** Content: the question-wise analysis. */
  questions: AnalysisPanel<QuestionAnalysisRow>;
  /** Content: the question whose detail dialog is open; null or left out when none is. */
  selectedQuestion?: SelectedQuestion | null;
  /** Behaviour: the student has not taken the test, so it has no report: the page says so instead of showing the
   * panels (whose calls have nothing to answer, ADR 0115). */
  noReport?: boolean;
  /** Accessibility: `main` when the view is the page (default); `div` inside another page. */
  as?: 'div' | 'main';
  /** Events: the header's back arrow. */
  onBack: () => void;
  /** Events: a page of the detail table was chosen. */
  onDetailPageChange: (page: number) => void;
  /** Events: rows per page of the detail table were chosen (5, 10 or 25); the caller goes back to page 1. */
  onDetailPageSizeChange: (pageSize: number) => void;
  /** Events: a question of the question-wise analysis was chosen: open its detail. */
  onQuestionSelect?: (id: string | number) => void;
  /** Events: the question-detail dialog asked to close. */
  onQuestionClose?: () => void;
}

/** The detail table's columns, headed in the active language. */
const detailColumns = (
  headers: typeof testReportTexts.columns,
  dataLang: string | undefined,
): DataTableColumn<TestDetailItem>[] => [
  {
    key: 'user',
    header: headers.userName,
    rowHeader: true,
    wrap: true,
    lang: dataLang,
    cell: (r) => r.userName,
  },
  {
    key: 'questions',
    header: headers.totalQuestions,
    numeric: true,
    cell: (r) => formatNumber(r.totalQuestions),
  },
  {
    key: 'marks',
    header: headers.totalMarks,
    numeric: true,
    cell: (r) => formatAverage(r.totalMarks),
  },
  {
    key: 'first',
    header: headers.firstAttemptMark,
    numeric: true,
    cell: (r) => formatAverage(r.firstAttemptMark),
  },
  {
    key: 'attempted',
    header: headers.attemptedDuration,
    numeric: true,
    cell: (r) => formatDuration(r.attemptedSeconds),
  },
  {
    key: 'actual',
    header: headers.actualDuration,
    numeric: true,
    cell: (r) => formatDuration(r.actualSeconds),
  },
];

const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Whether a detail row can be drawn: a user name and finite numbers. */
export function isTestDetailRowValid(row: TestDetailItem): boolean {
  return (
    typeof row.userName === 'string' &&
    [row.totalQuestions, row.totalMarks, row.firstAttemptMark, row.attemptedSeconds, row.actualSeconds].every(
      isFiniteNumber,
    )
  );
}

/**
 * A test's report (/report/{testId}): a back header with the test's name, the per-user test detail (paged by the
 * server: range, pager, 5/10/25 rows per page from more than 5 rows), the Bloom, Depth of Knowledge and effort
 * analyses and the question-wise analysis, each panel with its own loading and failure text; a question opens its
 * detail dialog. A test not taken shows the no-report state instead.
 */
export function TestReportView({
  testName,
  detail,
  bloom,
  dok,
  effort,
  questions,
  selectedQuestion,
  noReport = false,
  as = 'main',
  onBack,
  onDetailPageChange,
  onDetailPageSizeChange,
  onQuestionSelect,
  onQuestionClose,
}: TestReportViewProps) {
  const t = useTexts(testReportTexts);
  const headers = useTexts(testReportTexts.columns);
  const dataLang = useDataLang();
  const columns = useMemo(() => detailColumns(headers, dataLang), [headers, dataLang]);
  // The failure text is the server's (or the flow's English): shown in the active language when it is known.
  const translate = useTranslate();
  // Keep the last question drawn while the dialog closes, so it closes with its content and returns focus.
  const [shown, setShown] = useState(selectedQuestion ?? null);
  if (selectedQuestion && selectedQuestion !== shown) setShown(selectedQuestion);

  const detailRows = detail.rows ?? [];
  const total = detail.totalRecords ?? detailRows.length;
  const first = (detail.page - 1) * detail.pageSize + 1;
  const last = first + detailRows.length - 1;
  const detailReady = detail.status === 'ready' && total > 0;

  // The page around both states: the test's name (the server's, or ours when it has none) and Back.
  const page = {
    title: testName || t.fallbackTitle,
    titleLang: testName ? dataLang : undefined,
    backLabel: t.back,
    as,
    onBack,
  };
  if (noReport) {
    return (
      <BackPage {...page}>
        <EmptyState icon="take-test" message={t.noReport} />
      </BackPage>
    );
  }

  return (
    <BackPage {...page}>
      <Panel>
        <DataTable
          caption={t.detailCaption}
          columns={columns}
          rows={detail.status === 'ready' ? detailRows : []}
          rowKey={(row, index) => `${index}:${String(row.id)}`}
          isRowValid={isTestDetailRowValid}
          paginate={false}
          loading={detail.status === 'loading'}
          loadingText={t.detailLoading}
          error={
            detail.status === 'error'
              ? detail.errorText
                ? translate(detail.errorText)
                : t.detailError
              : undefined
          }
        />
        {detailReady && detailRows.length > 0 && (
          <Range>
            {translate(testReportTexts.range, {
              first: formatNumber(first),
              last: formatNumber(last),
              total: formatNumber(total),
            })}
          </Range>
        )}
        {detailReady && total > 5 && (
          <Pager
            label={t.detailPager}
            page={detail.page}
            total={total}
            pageSize={detail.pageSize}
            onPageChange={onDetailPageChange}
            onPageSizeChange={onDetailPageSizeChange}
          />
        )}
      </Panel>
      <Analyses>
        <BloomAnalysisTable status={bloom.status} rows={bloom.rows ?? []} />
        <DokAnalysisTable status={dok.status} rows={dok.rows ?? []} />
        <EffortAnalysisTable status={effort.status} rows={effort.rows ?? []} />
      </Analyses>
      <QuestionAnalysisTable
        status={questions.status}
        rows={questions.rows ?? []}
        onQuestionSelect={onQuestionSelect}
      />
      {shown && (
        <QuestionDetailDialog
          {...shown}
          open={Boolean(selectedQuestion)}
          onClose={() => onQuestionClose?.()}
        />
      )}
    </BackPage>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const Range = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;

const Analyses = styled.div`
  display: grid;
  gap: ${tokens.space[6]};
  min-width: 0;
`;
