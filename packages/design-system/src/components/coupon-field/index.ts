export { COUPON_MAX_LENGTH, CouponField, type CouponFieldProps } from './coupon-field';
