export { LastViewedCard, type LastViewedCardProps } from './last-viewed-card';
