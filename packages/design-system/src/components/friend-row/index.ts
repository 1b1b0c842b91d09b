export {
  FRIENDS_EMPTY_MESSAGE,
  FriendRow,
  FriendRowsSkeleton,
  type FriendRowProps,
  type FriendRowsSkeletonProps,
} from './friend-row';
