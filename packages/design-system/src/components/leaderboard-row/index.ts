export {
  LEADERBOARD_EMPTY_MESSAGE,
  RANK_MESSAGE,
  LeaderboardRow,
  LeaderboardRowsSkeleton,
  type LeaderboardRowProps,
  type LeaderboardRowsSkeletonProps,
} from './leaderboard-row';
