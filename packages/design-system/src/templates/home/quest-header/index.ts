export { QuestHeader, type QuestHeaderProps } from './quest-header';
