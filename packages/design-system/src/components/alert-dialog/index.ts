export { AlertDialog, type AlertDialogProps, type AlertDialogType } from './alert-dialog';
