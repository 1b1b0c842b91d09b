export { RadioGroup, type RadioGroupProps } from './radio-group';
