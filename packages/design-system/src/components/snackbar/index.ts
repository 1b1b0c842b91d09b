export { Snackbar, type SnackbarCloseReason, type SnackbarProps, type SnackbarType } from './snackbar';
export { createAutoHide, systemClock, type AutoHide, type Clock } from './auto-hide';
