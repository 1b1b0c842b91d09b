export {
  MessageListItem,
  MessageListItemSkeleton,
  type MessageListItemProps,
  type MessageListItemSkeletonProps,
} from './message-list-item';
