export { CheckboxGroup, type CheckboxGroupProps, type ChoiceOption } from './checkbox-group';
