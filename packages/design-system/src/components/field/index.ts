export {
  Field,
  FieldAdornment,
  FieldEnd,
  FieldFooter,
  FieldIcon,
  FieldInput,
  FieldShell,
  Label,
  RequiredMark,
  type FieldControlProps,
  type FieldProps,
} from './field';
export { lengthMessage, minLengthMessage } from './messages';
export { asciiDigits, digitsOnly, mobileDigits } from './digits';
export { mergeRefs, useControllableState } from './use-controllable-state';
export { Fieldset, type FieldsetProps } from './fieldset';
