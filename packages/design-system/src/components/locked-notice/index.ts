export { LockedNotice, type LockedNoticeProps } from './locked-notice';
export { LockedDialog, type LockedDialogProps } from './locked-dialog';
export {
  lockedCopy,
  lockedTexts,
  type LockReason,
  type LockedKind,
  type LockedCopy,
  type TranslateText,
} from './locked-texts';
