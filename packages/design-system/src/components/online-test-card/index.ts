export {
  ONLINE_TEST_ANALYSIS_LABEL,
  ONLINE_TEST_STATUS_LABELS,
  OnlineTestCard,
  OnlineTestCardSkeleton,
  type OnlineTestCardProps,
  type OnlineTestCardSkeletonProps,
  type OnlineTestStatus,
} from './online-test-card';
