import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import type { PasswordRuleHintCheck } from '../../components/password-rule-hint';
import { TextField } from '../../components/text-field';
import { VerificationDialog } from '../../components/verification-dialog';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import {
  DialogActions as Actions,
  DialogFields as Fields,
  DialogForm as Form,
  submitHandler,
} from '../identity-shared/layout';
import { CancelSubmitActions, NewPasswordFields } from '../identity-shared/password-parts';

/** Texts of the Forgot Password dialog (learning-app.md §2 "Forgot-password dialog"). */
export const forgotPasswordDialogTexts = {
  title: 'Forgot Password',
  usernameHint: 'Enter your username. We will send a verification code to your registered mobile number.',
  username: 'Username',
  sendCode: 'Send OTP',
  newPasswordHint: 'Choose a new password for your account.',
  newPassword: 'Set New Password',
  confirmPassword: 'Confirm Password',
  save: 'Save Password',
  cancel: 'Cancel',
  ok: 'OK',
  /** Where the code went when the server did not say: "the mobile number registered for {username}". */
  registeredFor: 'the mobile number registered for {username}',
} as const;

/** The step the dialog shows: the username, the Verification dialog, the new password, or the success message. */
export type ForgotPasswordDialogStep = 'username' | 'verification' | 'newPassword' | 'success';

/** The dialog's fields. */
export type ForgotPasswordDialogField = 'username' | 'code' | 'newPassword' | 'confirmPassword';

/** Props of {@link ForgotPasswordDialog}. */
export interface ForgotPasswordDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: which step shows. `verification` shows the Verification dialog instead of this one. */
  step: ForgotPasswordDialogStep;
  /** Content: the typed user name (prefilled from the sign-in form). */
  username: string;
  /** Content: the typed verification code (digits only, at most 10). */
  code: string;
  /** Content: the typed new password; it lives only in the input and the caller's memory. */
  newPassword: string;
  /** Content: the typed confirmation of the new password. */
  confirmPassword: string;
  /**
   * Content: the password rule checked against the new password as typed ("At least 8 characters", "Not a common
   * password"), shown under it as a hint that updates while typing. Leave undefined to show no hint.
   */
  passwordChecks?: readonly PasswordRuleHintCheck[];
  /**
   * Content: field errors with the spec's texts, e.g. "Username is required", "Verification Code is required",
   * "New Password required", "Confirm Password required", "Passwords do not match.", and the password rule's
   * ("Password must be at least 8 characters", "This password is too common. Choose another").
   */
  errors?: Partial<Record<ForgotPasswordDialogField, string>>;
  /** Content: a server failure, shown in the dialog of the current step (an alert). */
  failure?: string | null;
  /** Content: an info line, e.g. the code check's message or "OTP was resent successfully!". */
  info?: string | null;
  /** Content: the success message once the new password is saved (the caller closes the dialog after 6 s). */
  success?: string | null;
  /** Content: where the code was sent; defaults to "the mobile number registered for {username}". */
  destination?: string;
  /** Behaviour: a call is in flight; the step is locked and its main button shows progress. */
  busy?: boolean;
  /** Behaviour: the code is being resent. */
  resending?: boolean;
  /** Behaviour: the code was accepted and step 2 follows shortly; the Verification dialog stays locked. */
  codeAccepted?: boolean;
  /** Events: typing in a field. */
  onFieldChange: (field: ForgotPasswordDialogField, value: string) => void;
  /** Events: step 1 sent (button or Enter), with the user name as typed. */
  onSubmitUsername: (username: string) => void;
  /** Events: Verify in the Verification dialog, with the code as typed. */
  onVerify: (code: string) => void;
  /** Events: Resend OTP. */
  onResend: () => void;
  /** Events: Edit in the Verification dialog — back to the user name. */
  onEdit: () => void;
  /** Events: step 2 sent (button or Enter), with both passwords as typed. */
  onSubmitPassword: (values: { newPassword: string; confirmPassword: string }) => void;
  /** Events: Cancel, Not now, OK, Escape or the close button, at any step. */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The two-step Forgot Password dialog: step 1 the user name, then the Verification dialog (code, Verify, Not now,
 * Edit, Resend OTP), step 2 "Set New Password" and "Confirm Password", then the success message. Server failures
 * show inside the dialog of the step; nothing typed is lost. Each step is its own modal, so focus moves to the
 * step's first field when it opens.
 */
export function ForgotPasswordDialog({
  open,
  step,
  username,
  code,
  newPassword,
  confirmPassword,
  passwordChecks,
  errors = {},
  failure,
  info,
  success,
  destination,
  busy = false,
  resending = false,
  codeAccepted = false,
  onFieldChange,
  onSubmitUsername,
  onVerify,
  onResend,
  onEdit,
  onSubmitPassword,
  onClose,
  inline = false,
}: ForgotPasswordDialogProps) {
  const t = useTexts(forgotPasswordDialogTexts);
  const translate = useTranslate();
  const onStep = step !== 'verification';
  const submitUsername = submitHandler(busy, () => onSubmitUsername(username));
  const submitPassword = submitHandler(busy, () => onSubmitPassword({ newPassword, confirmPassword }));
  const notices = (
    <>
      {failure ? (
        <Message role="alert" data-tone="error">
          {translate(failure)}
        </Message>
      ) : null}
      <Message role="status" data-tone="info">
        {info ? translate(info) : ''}
      </Message>
    </>
  );

  const content =
    step === 'username' ? (
      <Form noValidate onSubmit={submitUsername} aria-busy={busy || undefined}>
        <Fields disabled={busy}>
          <TextField
            label={t.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            error={errors.username && translate(errors.username)}
            required
            data-autofocus
            onValueChange={(value) => onFieldChange('username', value)}
          />
        </Fields>
        {notices}
        <CancelSubmitActions cancelLabel={t.cancel} submitLabel={t.sendCode} busy={busy} onCancel={onClose} />
      </Form>
    ) : step === 'newPassword' ? (
      <Form noValidate onSubmit={submitPassword} aria-busy={busy || undefined}>
        {/* The account the password belongs to, for the browser's password manager (never shown). */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Fields disabled={busy}>
          <NewPasswordFields
            newLabel={t.newPassword}
            confirmLabel={t.confirmPassword}
            newPassword={newPassword}
            confirmPassword={confirmPassword}
            passwordChecks={passwordChecks}
            errors={errors}
            focusFirst
            onFieldChange={onFieldChange}
          />
        </Fields>
        {notices}
        <CancelSubmitActions cancelLabel={t.cancel} submitLabel={t.save} busy={busy} onCancel={onClose} />
      </Form>
    ) : step === 'success' ? (
      <Success>
        <Done role="status">
          <Icon name="check-circle" size="lg" />
          <span>{success ? translate(success) : ''}</span>
        </Done>
        <Actions>
          <Button data-autofocus onClick={onClose}>
            {t.ok}
          </Button>
        </Actions>
      </Success>
    ) : null;

  return (
    <>
      {!inline || onStep ? (
        <Dialog
          // One modal per step: focus moves into the new step's first field as it opens.
          key={step}
          open={open && onStep}
          inline={inline}
          title={t.title}
          description={
            step === 'username' ? t.usernameHint : step === 'newPassword' ? t.newPasswordHint : undefined
          }
          size="sm"
          fullScreenOnSmall
          dismissible={!busy}
          onClose={onClose}
        >
          {content}
        </Dialog>
      ) : null}
      {!inline || !onStep ? (
        <VerificationDialog
          open={open && !onStep}
          inline={inline}
          destination={destination ?? translate(forgotPasswordDialogTexts.registeredFor, { username })}
          code={code}
          error={errors.code}
          failure={failure}
          info={info}
          busy={busy || codeAccepted}
          resending={resending}
          onCodeChange={(value) => onFieldChange('code', value)}
          onVerify={onVerify}
          onResend={onResend}
          onEdit={onEdit}
          onClose={onClose}
        />
      ) : null}
    </>
  );
}

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

const Success = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
`;

const Done = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  margin: 0;
  font-size: ${tokens.font.size.md};
  & > svg {
    flex-shrink: 0;
    color: ${tokens.color.feedback.success.text};
  }
`;
