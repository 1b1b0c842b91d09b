import styled from 'styled-components';
import {
  difficultyLabel,
  formatAverage,
  formatPercent,
  questionLabel,
  type DifficultyLevel,
} from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { RichText } from '../rich-text';
import { hasMath } from '../rich-text/math-delimiters';
import type { AnalysisTableBaseProps } from './analysis-table';
import { DataTable, type DataTableColumn } from './data-table';

/** How the student did on a question in their first attempt. */
export type QuestionResult = 'correct' | 'incorrect' | 'unanswered';

/** One question of the question-wise analysis. Percentages and times are shown to 2 decimals. */
export interface QuestionAnalysisRow {
  /** Which question (reported by `onQuestionSelect`). */
  id: string | number;
  /** The question as plain text (markup removed, formulas kept as `\( … \)` TeX); cut by words to 50 characters on
   * screen and shown through RichText (formulas typeset), the full text kept for screen readers and, without a
   * formula, as a tooltip. Empty for a question that is only an image. */
  questionText: string;
  /** The question is an image: it is labelled "Image Question". */
  image?: boolean;
  /** 1 Low, 2 Medium, 3 High. */
  difficulty: DifficultyLevel;
  /** Share of students who attempted it, in %. */
  attemptPercentage: number;
  /** Share of students who answered it right, in %. */
  rightPercentage: number;
  /** Share of students who answered it wrong, in %. */
  wrongPercentage: number;
  /** The student's result. */
  result: QuestionResult;
  /** Seconds the student spent on it; null when they did not answer it. */
  timeSpent: number | null;
  /** Average seconds of all students. */
  averageTimeAll: number;
  /** Average seconds of the top 10 percentile of students. */
  averageTimeTop10: number;
}

/** Props of {@link QuestionAnalysisTable}. */
export interface QuestionAnalysisTableProps extends AnalysisTableBaseProps {
  /** Content: one row per question, in test order (numbered from 1). */
  rows: readonly QuestionAnalysisRow[];
  /** Events: a question was chosen, to open its detail dialog. Without it the question text is plain text. */
  onQuestionSelect?: (id: string | number) => void;
}

const results: Record<QuestionResult, { text: string; icon: 'check-circle' | 'close-circle' | 'minus' }> = {
  correct: { text: 'Correct', icon: 'check-circle' },
  incorrect: { text: 'Incorrect', icon: 'close-circle' },
  unanswered: { text: 'Not answered', icon: 'minus' },
};

const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Whether a question row can be drawn: text, a difficulty of 1–3, a known result and finite numbers. */
export function isQuestionRowValid(row: QuestionAnalysisRow): boolean {
  return (
    typeof row.questionText === 'string' &&
    difficultyLabel(row.difficulty) !== undefined &&
    Object.hasOwn(results, row.result) &&
    (row.timeSpent === null || isFiniteNumber(row.timeSpent)) &&
    [
      row.attemptPercentage,
      row.rightPercentage,
      row.wrongPercentage,
      row.averageTimeAll,
      row.averageTimeTop10,
    ].every(isFiniteNumber)
  );
}

/** The student's result on a question: an icon and Correct, Incorrect or Not answered, in the result's colour. */
export function QuestionResultLabel({ result }: { result: QuestionResult }) {
  const t = useTranslate();
  const { text, icon } = results[result];
  return (
    <Result data-result={result}>
      <Icon name={icon} size="sm" />
      {t(text)}
    </Result>
  );
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain question text through the one rich-text path (ADR 0006): escaped, sanitized, formulas typeset. */
function QuestionText({ text }: { text: string }) {
  return <RichText html={escapeHtml(text)} profile="question" inline />;
}

/** `lang`: the question's language (the server's data), read once for the table. */
function QuestionLabelText({ text, image, lang }: { text: string; image?: boolean; lang?: string }) {
  const t = useTranslate();
  const { label, full, truncated, image: isImage } = questionLabel(text, image);
  if (isImage) {
    return (
      <Label>
        <Icon name="image" size="sm" />
        {t(label)}
      </Label>
    );
  }
  if (!truncated) {
    return (
      <Label>
        <QuestionText text={label} />
      </Label>
    );
  }
  // A tooltip shows text only: a formula's TeX would show as written, so questions with formulas have none.
  return (
    <Label title={hasMath(full) ? undefined : full} lang={lang}>
      <span aria-hidden="true">
        <QuestionText text={label} />
      </span>
      <span className="visually-hidden">
        <QuestionText text={full} />
      </span>
    </Label>
  );
}

/** The difficulty in the active language (the format module gives the English name). */
function Difficulty({ level }: { level: DifficultyLevel }) {
  const t = useTranslate();
  const label = difficultyLabel(level);
  return <>{label === undefined ? null : t(label)}</>;
}

/** "Not answered" for screen readers where the time column shows a dash. */
function NotAnswered() {
  const t = useTranslate();
  return <span className="visually-hidden">{t(results.unanswered.text)}</span>;
}

/** The columns; their headings are shown in the active language by DataTable. */
function columns(
  onQuestionSelect: ((id: string | number) => void) | undefined,
  lang: string | undefined,
): DataTableColumn<QuestionAnalysisRow>[] {
  return [
    { key: 'number', header: 'No.', rowHeader: true, numeric: true, cell: (_, index) => String(index + 1) },
    {
      key: 'question',
      header: 'Question',
      wrap: true,
      cell: (row) =>
        onQuestionSelect ? (
          <QuestionButton type="button" aria-haspopup="dialog" onClick={() => onQuestionSelect(row.id)}>
            <QuestionLabelText text={row.questionText} image={row.image} lang={lang} />
          </QuestionButton>
        ) : (
          <QuestionLabelText text={row.questionText} image={row.image} lang={lang} />
        ),
    },
    { key: 'difficulty', header: 'Difficulty', cell: (row) => <Difficulty level={row.difficulty} /> },
    {
      key: 'attempted',
      header: 'Attempted',
      numeric: true,
      cell: (row) => formatPercent(row.attemptPercentage),
    },
    { key: 'right', header: 'Right', numeric: true, cell: (row) => formatPercent(row.rightPercentage) },
    { key: 'wrong', header: 'Wrong', numeric: true, cell: (row) => formatPercent(row.wrongPercentage) },
    {
      key: 'result',
      header: 'Your result',
      cell: (row) => <QuestionResultLabel result={row.result} />,
    },
    {
      key: 'time',
      header: 'Your time (s)',
      numeric: true,
      cell: (row) =>
        row.timeSpent === null ? (
          <>
            <span aria-hidden="true">–</span>
            <NotAnswered />
          </>
        ) : (
          formatAverage(row.timeSpent)
        ),
    },
    {
      key: 'average',
      header: 'Average time (s)',
      numeric: true,
      cell: (row) => formatAverage(row.averageTimeAll),
    },
    {
      key: 'top10',
      header: 'Top 10% time (s)',
      numeric: true,
      cell: (row) => formatAverage(row.averageTimeTop10),
    },
  ];
}

/**
 * The question-wise analysis of a test (store-and-assessment.md §2.12, §3): per question its text (through
 * RichText, formulas typeset, cut by words to 50 characters, or "Image Question"), difficulty (Low, Medium, High), how many students attempted it and got it
 * right or wrong, the student's result and time, and the average times. Pages of 10 with 5/10/25 rows per page.
 * With `onQuestionSelect` the question text is a button that opens the question's detail.
 */
export function QuestionAnalysisTable({
  rows,
  onQuestionSelect,
  status = 'ready',
  caption = 'Question-wise Analysis',
  loadingText = 'Loading QuestionWise data...',
  errorText = 'Failed to fetch QuestionWise data',
  emptyText,
  onRowError,
  className,
}: QuestionAnalysisTableProps) {
  const dataLang = useDataLang();
  return (
    <DataTable
      caption={caption}
      columns={columns(onQuestionSelect, dataLang)}
      rows={rows}
      rowKey={(row, index) => `${index}:${String(row.id)}`}
      isRowValid={isQuestionRowValid}
      loading={status === 'loading'}
      loadingText={loadingText}
      error={status === 'error' ? errorText : undefined}
      emptyText={emptyText}
      onRowError={onRowError}
      className={className}
    />
  );
}

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};

  svg {
    flex-shrink: 0;
    color: ${tokens.color.text.secondary};
  }
`;

const QuestionButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-block: calc(-1 * ${tokens.space[2]});
  padding: 0;
  border: none;
  background: none;
  color: ${tokens.color.text.link};
  font: inherit;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  svg {
    color: currentColor;
  }
`;

const Result = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};

  &[data-result='correct'] {
    color: ${tokens.color.feedback.success.text};
  }
  &[data-result='incorrect'] {
    color: ${tokens.color.feedback.error.text};
  }
  &[data-result='unanswered'] {
    color: ${tokens.color.text.secondary};
  }
`;
