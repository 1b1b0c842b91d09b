import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Link } from '../link';
import { OtpField } from '../otp-field';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';

/** Texts of the Verification dialog (learning-app.md §2). */
export const verificationDialogTexts = {
  title: 'Verification',
  code: 'Verification Code',
  verify: 'Verify',
  notNow: 'Not now',
  edit: 'Edit',
  resend: 'Resend OTP',
  /** Where the code went, with the Edit link after it. */
  sent: 'Enter the code sent to {destination}.',
} as const;

/** Props of {@link VerificationDialog}. */
export interface VerificationDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: where the code was sent, e.g. "+91 98765 43210" (shown with the Edit link). */
  destination: string;
  /** Content: the typed code (digits only, at most 10). */
  code: string;
  /** Content: the code's field error, e.g. "Verification Code is required". */
  error?: string;
  /** Content: a server failure shown in the dialog. */
  failure?: string | null;
  /** Content: an info line, e.g. the code check's message or "OTP was resent successfully!". */
  info?: string | null;
  /** Behaviour: a call is in flight; Verify shows progress and the dialog is locked. */
  busy?: boolean;
  /** Behaviour: the code is being resent. */
  resending?: boolean;
  /** Events: typing in the code field. */
  onCodeChange: (code: string) => void;
  /** Events: Verify (or Enter in the field), with the code as typed. */
  onVerify: (code: string) => void;
  /** Events: Resend OTP. */
  onResend: () => void;
  /** Events: Edit — back to change the number or user name. */
  onEdit: () => void;
  /** Events: Not now, Escape or the close button. */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The one-time-code dialog of sign-up and forgot password: the code field (numeric keyboard, SMS autofill),
 * Verify, Not now, Edit and Resend OTP. Full screen on small phones, as the spec asks for the OTP dialog.
 */
export function VerificationDialog({
  open,
  destination,
  code,
  error,
  failure,
  info,
  busy = false,
  resending = false,
  onCodeChange,
  onVerify,
  onResend,
  onEdit,
  onClose,
  inline = false,
}: VerificationDialogProps) {
  const t = useTexts(verificationDialogTexts);
  const translate = useTranslate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onVerify(code);
  };
  return (
    <Dialog
      open={open}
      inline={inline}
      title={t.title}
      size="sm"
      fullScreenOnSmall
      dismissible={!busy}
      onClose={onClose}
      description={
        <Sent>
          <span>{translate(verificationDialogTexts.sent, { destination })}</span>
          <Link onClick={onEdit}>{t.edit}</Link>
        </Sent>
      }
    >
      <Form id="verification-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <OtpField
          label={t.code}
          value={code}
          error={error && translate(error)}
          required
          data-autofocus
          disabled={busy}
          onValueChange={onCodeChange}
        />
        {failure ? (
          <Message role="alert" data-tone="error">
            {translate(failure)}
          </Message>
        ) : null}
        <Message role="status" data-tone="info">
          {info ? translate(info) : ''}
        </Message>
        <Resend>
          <Button variant="text" size="sm" loading={resending} disabled={busy} onClick={onResend}>
            {t.resend}
          </Button>
        </Resend>
        <Actions>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t.notNow}
          </Button>
          <Button type="submit" loading={busy && !resending}>
            {t.verify}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Sent = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: baseline;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  &:empty {
    display: none;
  }
  &[data-tone='error'] {
    color: ${tokens.color.feedback.error.text};
  }
  &[data-tone='info'] {
    color: ${tokens.color.text.secondary};
  }
`;

const Resend = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[3]};
`;
