export {
  LEADERBOARD_EMPTY_MESSAGE,
  LeaderboardRow,
  LeaderboardRowsSkeleton,
  type LeaderboardRowProps,
  type LeaderboardRowsSkeletonProps,
} from './leaderboard-row';
