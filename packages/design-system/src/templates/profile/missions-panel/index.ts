export { ProfileMissionsPanel, type ProfileMissionsPanelProps } from './missions-panel';
