export { StartOrBuyDialog, startOrBuyDialogTexts, type StartOrBuyDialogProps } from './start-or-buy-dialog';
