import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { WizardStepper } from './wizard-stepper';

const steps = [
  'Please enter Mobile number',
  'Please enter Login Details',
  'Please enter Coupon code (optional)',
];

/** Designer guidance for the Wizard Stepper docs page (wizard-stepper.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'Above a form of a few steps taken in order (sign-up): where the student is, what is done and what is left.',
  ],
  avoid: [
    'To jump between questions of a test: use the Question Stepper.',
    'For a single-step form: show no stepper.',
  ],
  dos: [
    {
      caption: 'Steps before the current one are marked complete; use the spec’s step titles.',
      example: <WizardStepper steps={steps} current={1} />,
    },
  ],
  donts: [
    {
      caption:
        'Don’t split a short form into many tiny steps: seven steps for a sign-up looks like a long chore.',
      example: (
        <WizardStepper
          steps={['Mobile', 'OTP', 'Name', 'Email', 'Password', 'Confirm password', 'Coupon']}
          current={2}
        />
      ),
    },
  ],
  content: [
    'Step titles are the spec’s ("Please enter Mobile number", "Please enter Login Details", "Please enter Coupon code (optional)"); mark optional steps "(optional)".',
    'Two to four steps; titles wrap under their marker at 320 px; Hindi titles run longer and wrap too.',
  ],
  a11y: [
    'A list named by its label; the current step is marked aria-current="step"; a complete step’s title is followed by the word for complete.',
    'The markers are decorative; the words carry the state, not the colour.',
    'It is not interactive: steps are reached through the form’s own buttons.',
  ],
};
