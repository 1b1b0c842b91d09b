export { RatingPrompt, type RatingPromptProps } from './rating-prompt';
