import { formatAverage, levelName } from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { DataTable, type DataTableColumn } from './data-table';

/** Where a report panel's data is: still loading, failed to load, or here. */
export type AnalysisStatus = 'loading' | 'error' | 'ready';

/** One level of a Bloom, Depth of Knowledge or effort analysis. Marks are rounded to 2 decimals on screen. */
export interface LevelAnalysisRow {
  /** The level as the server names it, e.g. "recall", "extended thinking", "tough" (shown with a capital). */
  level: string;
  /** How many of the test's questions are at this level. */
  questionCount: number;
  /** Marks those questions are worth. */
  totalMarks: number;
  /** The student's marks on them (first attempt). */
  userMarks: number;
  /** The average marks of all students on them (first attempts). */
  averageMarks: number;
}

/** Props shared by the report's analysis tables. */
export interface AnalysisTableBaseProps {
  /** Behaviour: `loading` shows the loading text and skeleton rows, `error` the failure text. */
  status?: AnalysisStatus;
  /** Content: the table's title (its caption). */
  caption?: string;
  /** Content: the loading text. */
  loadingText?: string;
  /** Content: the failure text. */
  errorText?: string;
  /** Content: the text when there are no rows. */
  emptyText?: string;
  /** Events: a row's cells threw while drawing (for error reporting); the row shows "Error rendering this row". */
  onRowError?: (error: unknown) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** Props of {@link LevelAnalysisTable}. */
export interface LevelAnalysisTableProps extends AnalysisTableBaseProps {
  /** Content: one row per level, in the order to show. */
  rows: readonly LevelAnalysisRow[];
  /** Content: the table's title (its caption), e.g. "Bloom Level Analysis". */
  caption: string;
  /** Content: the heading of the level column, e.g. "Bloom level". */
  levelHeader: string;
}

/** Props of the Bloom, DOK and effort tables: the caption and texts have the report's defaults. */
export type LevelAnalysisPresetProps = Omit<LevelAnalysisTableProps, 'caption' | 'levelHeader'> & {
  /** Content: the table's title (its caption); the report's title by default. */
  caption?: string;
};

/** The level tables' own texts (ICU: `{caption}`, the table's caption). The headers are translated by DataTable. */
const levelTableTexts = {
  loading: 'Loading {caption} data...',
  failed: 'Failed to fetch {caption} data',
} as const;

const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Whether a level row can be drawn: a level name and finite numbers. */
export function isLevelRowValid(row: LevelAnalysisRow): boolean {
  return (
    typeof row.level === 'string' &&
    row.level.trim() !== '' &&
    [row.questionCount, row.totalMarks, row.userMarks, row.averageMarks].every(isFiniteNumber)
  );
}

/** The level names are the server's (`lang`: `useDataLang()`). */
function levelColumns(levelHeader: string, lang: string | undefined): DataTableColumn<LevelAnalysisRow>[] {
  return [
    { key: 'level', header: levelHeader, rowHeader: true, lang, cell: (row) => levelName(row.level) },
    { key: 'questions', header: 'Questions', numeric: true, cell: (row) => String(row.questionCount) },
    { key: 'total', header: 'Total marks', numeric: true, cell: (row) => formatAverage(row.totalMarks) },
    { key: 'yours', header: 'Your marks', numeric: true, cell: (row) => formatAverage(row.userMarks) },
    {
      key: 'average',
      header: 'Average marks',
      numeric: true,
      cell: (row) => formatAverage(row.averageMarks),
    },
  ];
}

/**
 * A level analysis of a test (store-and-assessment.md §3): per level, the questions, their marks, the student's
 * marks and the average marks of all students, to 2 decimals. Use the presets {@link BloomAnalysisTable},
 * {@link DokAnalysisTable} and {@link EffortAnalysisTable}.
 */
export function LevelAnalysisTable({
  rows,
  caption,
  levelHeader,
  status = 'ready',
  loadingText,
  errorText,
  emptyText,
  onRowError,
  className,
}: LevelAnalysisTableProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const title = t(caption);
  return (
    <DataTable
      caption={caption}
      columns={levelColumns(levelHeader, dataLang)}
      rows={rows}
      rowKey={(row, index) => `${index}:${String(row.level)}`}
      isRowValid={isLevelRowValid}
      loading={status === 'loading'}
      loadingText={loadingText ?? t(levelTableTexts.loading, { caption: title })}
      error={status === 'error' ? (errorText ?? t(levelTableTexts.failed, { caption: title })) : undefined}
      emptyText={emptyText}
      onRowError={onRowError}
      className={className}
    />
  );
}

/** Bloom level analysis: recall, understand, analysis, create, application, evaluate (store-and-assessment.md §3). */
export function BloomAnalysisTable({
  caption = 'Bloom Level Analysis',
  loadingText = 'Loading Bloom data...',
  errorText = 'Failed to fetch Bloom data',
  ...props
}: LevelAnalysisPresetProps) {
  return (
    <LevelAnalysisTable
      {...props}
      caption={caption}
      levelHeader="Bloom level"
      loadingText={loadingText}
      errorText={errorText}
    />
  );
}

/** Depth of Knowledge analysis: application, extended thinking, recall, strategic thinking (§3). */
export function DokAnalysisTable({
  caption = 'Depth of Knowledge (DOK) wise Analysis',
  loadingText = 'Loading DOK data...',
  errorText = 'Failed to fetch Depth of Knowledge (DOK) wise Analysis',
  ...props
}: LevelAnalysisPresetProps) {
  return (
    <LevelAnalysisTable
      {...props}
      caption={caption}
      levelHeader="DOK level"
      loadingText={loadingText}
      errorText={errorText}
    />
  );
}

/** Level of effort analysis: low, medium and tough questions (§3). */
export function EffortAnalysisTable({
  caption = 'Level Of Effort Analysis',
  loadingText = 'Loading Level Of Effort data...',
  errorText = 'Failed to fetch Level Of Effort data',
  ...props
}: LevelAnalysisPresetProps) {
  return (
    <LevelAnalysisTable
      {...props}
      caption={caption}
      levelHeader="Effort level"
      loadingText={loadingText}
      errorText={errorText}
    />
  );
}
