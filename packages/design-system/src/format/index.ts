/**
 * Display formatting only: how numbers, money, durations, dates and long labels are written on screen.
 * Business rules (what a percentage is, when a button shows) live in @quest/flows.
 */
export { formatDuration, formatMinSec, formatMinutesSeconds } from './duration';
export {
  GST_NOTE,
  LOCALE,
  formatNumber,
  formatPercent,
  formatPercentRounded,
  formatRupees,
  formatRupeesWithPaise,
  formatPrice,
  planPriceExcludingGst,
} from './number';
export { CHART_LABEL_LIMIT, QUESTION_TEXT_LIMIT, clampWords, truncate } from './text';
export {
  VIEWED_ON_LABEL,
  compareMonths,
  formatDate,
  formatDateTime,
  formatIstTimestamp,
  formatMonthYear,
  formatTime,
  formatViewedOn,
  istMonth,
  istParts,
  sessionDateParts,
  shiftMonth,
  type IstParts,
  type MonthValue,
  type SessionDateParts,
} from './date';
export {
  formatFileSize,
  formatFileType,
  formatMinutesLabel,
  formatPoints,
  POINTS_MESSAGE,
  MINUTES_MESSAGE,
  formatScore,
  wholeCount,
} from './units';
export {
  DIFFICULTY_LABELS,
  IMAGE_QUESTION_LABEL,
  difficultyLabel,
  formatAverage,
  levelName,
  questionLabel,
  roundTo2,
  type DifficultyLevel,
  type QuestionLabel,
} from './report';
export { PLAYBACK_POSITION_MESSAGE, formatPlaybackPosition, formatSpeed } from './playback';
