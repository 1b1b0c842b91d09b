export { PINCODE_LENGTH, PincodeField, type PincodeFieldProps } from './pincode-field';
