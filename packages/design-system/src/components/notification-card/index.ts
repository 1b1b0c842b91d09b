export {
  NOTIFICATIONS_EMPTY_MESSAGE,
  NotificationCard,
  NotificationCardSkeleton,
  type NotificationCardProps,
  type NotificationCardSkeletonProps,
} from './notification-card';
