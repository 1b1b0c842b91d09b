export { ReviewAnswer, reviewAnswerTexts, type ReviewAnswerProps } from './review-answer';
