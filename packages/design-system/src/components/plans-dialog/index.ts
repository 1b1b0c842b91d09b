export { PlansDialog, plansDialogTexts, type PlansDialogPlan, type PlansDialogProps } from './plans-dialog';
