export { Chip, GetOtpChip, type ChipProps, type GetOtpChipProps } from './chip';
