export { SCORE_SUMMARY_LABELS, ScoreSummary, type ScoreSummaryProps } from './score-summary';
