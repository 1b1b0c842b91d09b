export {
  ProfileDetailsDialog,
  profileDetailsDialogTexts,
  type ProfileDetailsDialogProps,
  type ProfileDetailsField,
  type ProfileDetailsValues,
} from './profile-details-dialog';
