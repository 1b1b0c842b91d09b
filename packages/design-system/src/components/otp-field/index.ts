export { OTP_MAX_LENGTH, OtpField, type OtpFieldProps } from './otp-field';
