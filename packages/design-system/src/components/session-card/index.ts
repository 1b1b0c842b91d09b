export {
  SessionCard,
  SessionCardSkeleton,
  type SessionCardProps,
  type SessionCardSkeletonProps,
} from './session-card';
