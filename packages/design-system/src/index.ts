export * from './tokens';
export { GlobalStyle, ThemeProvider, type ThemeProviderProps } from './theme';
export {
  Icon,
  iconNames,
  iconSizes,
  loadIcons,
  type IconName,
  type IconProps,
  type IconSize,
} from './components/icon';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { StatusMessage, type StatusMessageProps } from './components/status-message';
export * from './templates/not-found';
export * from './components/error-view';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './components/icon-button';
export { Chip, GetOtpChip, type ChipProps, type GetOtpChipProps } from './components/chip';
export { Link, type LinkProps } from './components/link';
export {
  Field,
  Fieldset,
  lengthMessage,
  minLengthMessage,
  type FieldControlProps,
  type FieldProps,
  type FieldsetProps,
} from './components/field';
export { TextField, type TextFieldProps } from './components/text-field';
export { PhoneField, type PhoneFieldProps } from './components/phone-field';
export { PasswordField, type PasswordFieldProps } from './components/password-field';
export {
  PasswordRuleHint,
  type PasswordRuleHintCheck,
  type PasswordRuleHintProps,
} from './components/password-rule-hint';
export { OTP_MAX_LENGTH, OtpField, type OtpFieldProps } from './components/otp-field';
export { PINCODE_LENGTH, PincodeField, type PincodeFieldProps } from './components/pincode-field';
export { SearchField, type SearchFieldProps } from './components/search-field';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { CheckboxGroup, type CheckboxGroupProps, type ChoiceOption } from './components/checkbox-group';
export { RadioGroup, type RadioGroupProps } from './components/radio-group';
export { TextArea, type TextAreaProps } from './components/text-area';
export { COUPON_MAX_LENGTH, CouponField, type CouponFieldProps } from './components/coupon-field';
export {
  FileDrop,
  shortenFileName,
  isImageFile,
  type FileDropItem,
  type FileDropMode,
  type FileDropProps,
} from './components/file-drop';
export { Dialog, type DialogProps, type DialogSize } from './components/dialog';
export { AlertDialog, type AlertDialogProps, type AlertDialogType } from './components/alert-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export {
  RatingPrompt,
  ratingPromptTexts,
  type RatingPromptProps,
  type RatingPromptStatus,
  type RatingPromptTexts,
} from './components/rating-prompt';
export {
  Snackbar,
  createAutoHide,
  systemClock,
  type AutoHide,
  type Clock,
  type SnackbarCloseReason,
  type SnackbarProps,
  type SnackbarType,
} from './components/snackbar';
export { Banner, type BannerCloseReason, type BannerProps, type BannerType } from './components/banner';
export * from './components/offline-banner';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonVariant,
} from './components/skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Celebration, type CelebrationProps } from './components/celebration';
export {
  CountdownOverlay,
  createCountdown,
  type Countdown,
  type CountdownOptions,
  type CountdownOverlayProps,
} from './components/countdown-overlay';
export * from './components/top-bar';
export * from './components/bottom-nav';
export * from './components/back-header';
export * from './components/tabs';
export * from './components/wizard-stepper';
export * from './components/question-stepper';
export * from './components/pager';
export * from './components/month-navigator';
export * from './components/carousel';
export * from './components/accordion';
export * from './components/card';
export * from './components/responsive-grid';
export * from './components/page-layout';
export * from './components/avatar';
export * from './components/badge';
export * from './components/progress-bar';
export * from './components/expandable-text';
export * from './components/tag';
export * from './components/price';
export * from './templates/sign-in';
export * from './components/analysis-table';
export * from './components/player-controls';
export * from './components/pdf-viewer';
export * from './components/content-card';
export * from './components/locked-notice';
export * from './components/quest-card';
export * from './components/product-card';
export * from './components/last-viewed-card';
export * from './components/plan-card';
export * from './components/plans-dialog';
export * from './components/quest-detail-dialog';
export * from './templates/catalogue';
export * from './components/partner-product-card';
export * from './components/cart-item-card';
export * from './components/cart-summary-card';
export * from './components/gateway-form';
export * from './templates/cart';
export * from './templates/payment-response';
export * from './components/operation-tile';
export * from './components/charts';
export * from './components/rich-text';
export * from './components/html-content-viewer';
export * from './components/frame-viewer';
export * from './components/video-surface';
export * from './templates/sign-up-wizard';
export * from './templates/sign-up-form';
export * from './templates/enter-details';
export * from './templates/enter-name';
export * from './components/verification-dialog';
export * from './components/live-class-card';
export * from './components/session-card';
export * from './components/online-test-card';
export * from './components/notification-card';
export * from './components/leaderboard-row';
export * from './components/friend-row';
export * from './components/message-list-item';
export * from './components/message-thread';
export * from './components/dashboard-card';
export * from './components/masterclass-link';
export * from './components/masterclass-area';
export * from './components/score-summary';
export * from './templates/forgot-password';
export * from './templates/change-password';
export * from './components/home-dialogs';
export * from './templates/player';
export * from './templates/home';
export * from './components/leaderboard-dialog';
export * from './components/virtual-list';
export * from './components/redeem-points-dialog';
export * from './templates/viewer-page';
export * from './templates/mission-page';
export * from './templates/notifications';
export * from './templates/live-classes';
export * from './templates/mission-schedules';
export * from './templates/profile';
export * from './components/profile-details-dialog';
export * from './components/share-friends-dialog';
export * from './templates/progress-dashboard';
export * from './components/query-compose-form';
export * from './templates/query-box';
export * from './components/login-dialog';
export * from './templates/sign-up-dialog';
export * from './templates/partner-products';
export * from './templates/intermediate';
export * from './templates/test-runner';
export * from './components/question-detail-dialog';
export * from './templates/online-tests';
export * from './templates/assessment-dashboard';
export * from './templates/assessment-report';
export * from './templates/test-report';
export * from './components/question-view';
export * from './components/question-flag-dialog';
export * from './components/test-timer';
export * from './components/answer-save-status';
export * from './components/review-answer';
export * from './components/test-result';
export * from './templates/instruction';
// Fetches a lazy module again after a failure (offline: when the browser is back online) instead of failing for good.
export { retryLoad } from './internal/retry-load';
// False on the first render, true once the browser has been idle: render or load the rest after the first paint.
export { useIdleReady } from './internal/use-idle-ready';
// Translations (issue 29, ADR 0142): the active language, its catalogues and the hooks that read texts in it.
export * from './i18n';
export * from './components/language-switch';
