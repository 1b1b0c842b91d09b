export { QuestCard, type QuestCardProps } from './quest-card';
