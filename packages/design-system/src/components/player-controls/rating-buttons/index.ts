export { RatingButtons, type PlayerRating, type RatingButtonsProps } from './rating-buttons';
