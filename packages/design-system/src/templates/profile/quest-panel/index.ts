export { ProfileQuestPanel, type ProfileQuestPanelProps } from './quest-panel';
