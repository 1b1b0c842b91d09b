export { ProfileAccountPanel, type ProfileAccountPanelProps } from './account-panel';
