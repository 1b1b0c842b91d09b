export {
  LeaderboardDialog,
  type LeaderboardDialogProps,
  type LeaderboardEntryValue,
} from './leaderboard-dialog';
