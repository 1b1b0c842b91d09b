export { ProfileIdentityPanel, type ProfileIdentityPanelProps } from './identity-panel';
