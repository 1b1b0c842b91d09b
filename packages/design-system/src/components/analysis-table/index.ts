export {
  DataTable,
  EMPTY_TABLE_TEXT,
  ROW_ERROR_TEXT,
  type DataTableColumn,
  type DataTableProps,
} from './data-table';
export {
  BloomAnalysisTable,
  DokAnalysisTable,
  EffortAnalysisTable,
  LevelAnalysisTable,
  isLevelRowValid,
  type AnalysisStatus,
  type AnalysisTableBaseProps,
  type LevelAnalysisPresetProps,
  type LevelAnalysisRow,
  type LevelAnalysisTableProps,
} from './analysis-table';
export {
  QuestionAnalysisTable,
  isQuestionRowValid,
  type QuestionAnalysisRow,
  type QuestionAnalysisTableProps,
  type QuestionResult,
} from './question-analysis-table';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  PAGING_THRESHOLD,
  pageWindow,
  showsPaging,
  type PageWindow,
} from './paging';
