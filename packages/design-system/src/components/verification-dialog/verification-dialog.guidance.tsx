import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { VerificationDialog } from './verification-dialog';

const noop = () => {};
const base = {
  inline: true,
  open: true,
  destination: '+91 98765 43210',
  onCodeChange: noop,
  onVerify: noop,
  onResend: noop,
  onEdit: noop,
  onClose: noop,
};

/** Designer guidance for the Verification Dialog docs page (verification-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'After sign-up or a change of mobile number: the student types the code sent by SMS, with Resend OTP and Edit to fix the number.',
  ],
  avoid: [
    'For the code step inside the sign-up screen itself: the OTP Field in the form does it.',
    'To confirm an action without a code: use a Confirm Dialog.',
  ],
  dos: [
    {
      caption: 'Show where the code went, with Edit beside it, so a wrong number is easy to fix.',
      example: <VerificationDialog {...base} code="" />,
    },
    {
      caption: 'After Resend OTP, confirm it in the info line.',
      example: <VerificationDialog {...base} code="" info="OTP was resent successfully!" />,
    },
  ],
  donts: [
    {
      caption:
        'Don’t show the server’s failure as the field error: "Verification Code is required" is only for an empty field.',
      example: (
        <VerificationDialog
          {...base}
          code="123456"
          error="This code has expired. Please ask for a new one."
        />
      ),
    },
  ],
  content: [
    'The texts are the spec’s: Verification, Verification Code, Verify, Not now, Edit, Resend OTP.',
    'The code is digits only, at most 10; the number is written in Indian style: +91 98765 43210.',
    'Info and failure lines are one short sentence each, shown as they come from the server.',
  ],
  a11y: [
    'A dialog named "Verification"; focus goes to the code field, which opens the number keyboard and offers the SMS code on phones.',
    'The field error is tied to the field; the failure is an alert; the info line is announced politely.',
    'While verifying, Verify is announced busy and the dialog is locked.',
    'Verify, Resend OTP and Edit are at least 44 px tall.',
  ],
};
