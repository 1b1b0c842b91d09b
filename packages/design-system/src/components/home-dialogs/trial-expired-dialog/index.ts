export {
  TrialExpiredDialog,
  trialExpiredDialogTexts,
  type TrialExpiredDialogProps,
} from './trial-expired-dialog';
