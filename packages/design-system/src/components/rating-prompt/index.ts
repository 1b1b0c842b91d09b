export {
  RatingPrompt,
  ratingPromptTexts,
  type RatingPromptProps,
  type RatingPromptStatus,
  type RatingPromptTexts,
} from './rating-prompt';
