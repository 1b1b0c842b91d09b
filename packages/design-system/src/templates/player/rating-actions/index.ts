export { RatingActions, type RatingActionsProps } from './rating-actions';
