export { UserInfoPanel, type UserInfoPanelProps } from './user-info-panel';
