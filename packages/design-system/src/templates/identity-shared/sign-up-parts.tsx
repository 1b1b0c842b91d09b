import { AlertDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { GetOtpChip } from '../../components/chip';
import { PhoneField } from '../../components/phone-field';
import { Snackbar } from '../../components/snackbar';
import { VerificationDialog } from '../../components/verification-dialog';
import { useTranslate } from '../../i18n/use-texts';

/** A message of the flow: the success dialog, a danger/error dialog or a snackbar. */
export interface SignUpNoticeView {
  type: 'success' | 'error' | 'danger';
  message: string;
}

/** The OTP Verification dialog's state. */
export interface SignUpOtpView {
  /** Shown while true. */
  open: boolean;
  /** The typed code. */
  code: string;
  /** The code field's error ("Verification Code is required"). */
  error?: string;
  /** Checking the code: Verify shows progress and the dialog is locked. */
  busy?: boolean;
  /** The code is being sent again. */
  resending?: boolean;
}

/** "+91 98765 43210", as the dialog tells where the code went. */
function spaced(mobile: string) {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`.trim();
}

/** Props of {@link MobileOtpField}. */
interface MobileOtpFieldProps {
  /** The labels, already in the active language. */
  label: string;
  getOtpLabel: string;
  verifiedLabel: string;
  mobile: string;
  mobileVerified: boolean;
  mobileLocked: boolean;
  canSendOtp: boolean;
  sendingOtp: boolean;
  /** The flow's error, in English: translated here. */
  error?: string;
  onMobileChange: (value: string) => void;
  onGetOtp: () => void;
}

/** The +91 mobile number with a Get OTP chip that turns into a verified tick. */
export function MobileOtpField({
  label,
  getOtpLabel,
  verifiedLabel,
  mobile,
  mobileVerified,
  mobileLocked,
  canSendOtp,
  sendingOtp,
  error,
  onMobileChange,
  onGetOtp,
}: MobileOtpFieldProps) {
  const t = useTranslate();
  return (
    <PhoneField
      label={label}
      name="mobile"
      value={mobile}
      locked={mobileLocked}
      error={error && t(error)}
      required
      onValueChange={onMobileChange}
      trailing={
        mobileVerified ? (
          <GetOtpChip verified verifiedLabel={verifiedLabel} />
        ) : canSendOtp ? (
          <GetOtpChip label={getOtpLabel} loading={sendingOtp} onClick={onGetOtp} />
        ) : null
      }
    />
  );
}

/** Props of {@link SignUpDialogs}. */
interface SignUpDialogsProps {
  mobile: string;
  otp: SignUpOtpView;
  snackbar: SignUpNoticeView | null;
  alert: SignUpNoticeView | null;
  /** OK, already in the active language. */
  okLabel: string;
  onOtpCodeChange: (code: string) => void;
  onVerifyOtp: (code: string) => void;
  onResendOtp: () => void;
  onEditMobile: () => void;
  onCloseOtp: () => void;
  onAlertOk: () => void;
  onSnackbarClose: () => void;
}

/**
 * What a sign-up form shows over itself: the OTP Verification dialog, the message dialog with OK and the
 * snackbar, each showing the flow's English message in the active language. Inside the modal OTP dialog the
 * page's snackbar would sit behind it: its message shows in the dialog instead.
 */
export function SignUpDialogs({
  mobile,
  otp,
  snackbar,
  alert,
  okLabel,
  onOtpCodeChange,
  onVerifyOtp,
  onResendOtp,
  onEditMobile,
  onCloseOtp,
  onAlertOk,
  onSnackbarClose,
}: SignUpDialogsProps) {
  const t = useTranslate();
  const dialogNotice = otp.open ? snackbar : null;
  return (
    <>
      <VerificationDialog
        open={otp.open}
        destination={spaced(mobile)}
        code={otp.code}
        error={otp.error}
        failure={dialogNotice?.type === 'success' ? null : (dialogNotice?.message ?? null)}
        info={dialogNotice?.type === 'success' ? dialogNotice.message : null}
        busy={otp.busy}
        resending={otp.resending}
        onCodeChange={onOtpCodeChange}
        onVerify={onVerifyOtp}
        onResend={onResendOtp}
        onEdit={onEditMobile}
        onClose={onCloseOtp}
      />
      <AlertDialog
        open={alert !== null}
        type={alert?.type ?? 'info'}
        title={alert ? t(alert.message) : ''}
        dismissible={false}
        actions={<Button onClick={onAlertOk}>{okLabel}</Button>}
      />
      <Snackbar
        open={snackbar !== null && !otp.open}
        type={snackbar?.type === 'success' ? 'success' : 'error'}
        message={snackbar ? t(snackbar.message) : ''}
        duration={6000}
        onClose={onSnackbarClose}
      />
    </>
  );
}
