export { ProfileFriendsPanel, type ProfileFriendsPanelProps } from './friends-panel';
