export { QuestListPanel, type QuestListPanelProps } from './quest-list-panel';
