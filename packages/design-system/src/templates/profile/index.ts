export {
  ProfileView,
  profileViewTexts,
  type ProfileDataState,
  type ProfileFriendStatus,
  type ProfileMissionItem,
  type ProfileUser,
  type ProfileViewProps,
} from './profile-view';
