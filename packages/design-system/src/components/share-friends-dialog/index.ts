export {
  ShareFriendsDialog,
  shareFriendsDialogTexts,
  type ShareChange,
  type ShareFriend,
  type ShareFriendsDialogProps,
} from './share-friends-dialog';
