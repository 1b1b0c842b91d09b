export {
  CLASS_STATUS_LABELS,
  LiveClassCard,
  LiveClassCardSkeleton,
  type ClassStatus,
  type LiveClassCardProps,
  type LiveClassCardSkeletonProps,
} from './live-class-card';
