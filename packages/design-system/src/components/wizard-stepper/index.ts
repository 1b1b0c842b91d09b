export { WizardStepper, type WizardStepperProps } from './wizard-stepper';
