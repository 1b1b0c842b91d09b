export {
  RedeemPointsDialog,
  redeemChoices,
  redeemPointsDialogTexts,
  type RedeemCouponStatus,
  type RedeemCouponValue,
  type RedeemPointsDialogProps,
} from './redeem-points-dialog';
