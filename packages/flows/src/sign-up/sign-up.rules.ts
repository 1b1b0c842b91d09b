import type { RegistrationDraft } from '@quest/api';
import { passwordProblem, passwordRule } from '@quest/api/password-rule';

/** Which sign-up screen runs the flow: the 2–3 step wizard, or the one-page form inside the cart. */
export type SignUpVariant = 'wizard' | 'cart';

/** The login-details fields a student types (the user name is the mobile number, so it is not among them). */
export interface SignUpDetails {
  password: string;
  firstName: string;
  lastName: string;
  emailId: string;
  cityName: string;
  pincode: string;
}
export type SignUpField = keyof SignUpDetails;
export type SignUpErrors = Partial<Record<SignUpField | 'mobile' | 'code', string>>;

export const emptySignUpDetails: SignUpDetails = {
  password: '',
  firstName: '',
  lastName: '',
  emailId: '',
  cityName: '',
  pincode: '',
};

/** Limits of learning-app.md §9 / store-and-assessment.md §9; the password minimum is issue 22's (ADR 0101). */
export const signUpLimits = {
  text: 50,
  passwordMin: passwordRule.minLength,
  pincode: 6,
  mobile: 10,
  verificationCode: 10,
} as const;

/** Texts shown to the student, worded exactly as in the specs. */
export const signUpTexts = {
  mobileStepTitle: 'Please enter Mobile number',
  loginDetailsStepTitle: 'Please enter Login Details',
  couponStepTitle: 'Please enter Coupon code (optional)',
  mobileVerified: 'Your mobile number is verified',
  otpResent: 'OTP was resent successfully!',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Mobile number is not valid',
  validateMobile: 'Please validate mobile number',
  verifyMobile: 'Please verify mobile number',
  codeRequired: 'Verification Code is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  emailInvalid: 'Email ID is not valid',
  tooLong: `Length should be less than ${signUpLimits.text} characters`,
  registeredWizard: 'Registration completed successfully. Your mobile number is your user name.',
  registeredCart: 'Registration completed successfully!',
  genericError: 'Something went wrong. Please try again.',
} as const;

/** Keeps what a digits-only input allows: digits, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** The pattern is not in the spec; this is the API contract's (10 digits, first digit 6–9, no +91). */
export function isValidMobile(mobile: string): boolean {
  return /^[6-9]\d{9}$/.test(mobile);
}

/** GET OTP shows only with exactly 10 digits (learning-app.md §2). */
export function hasTenDigits(mobile: string): boolean {
  return /^\d{10}$/.test(mobile);
}

/** Required, then valid; undefined when the number is fine. */
export function mobileError(mobile: string): string | undefined {
  if (mobile === '') return signUpTexts.mobileRequired;
  if (!isValidMobile(mobile)) return signUpTexts.mobileInvalid;
  return undefined;
}

export function codeError(code: string): string | undefined {
  return code.trim() === '' ? signUpTexts.codeRequired : undefined;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Login-details (wizard) or the cart form's fields. Email is optional but must be valid when given; pincode is
 * not validated on submit (its input is limited to 6 digits instead). The password follows the password rule of
 * @quest/api (at least 8 characters, not a common password), as the server does.
 */
export function detailsErrors(details: SignUpDetails, variant: SignUpVariant): SignUpErrors {
  const errors: SignUpErrors = {};
  const { text } = signUpLimits;
  const tooLong = (value: string) => value.length > text;
  if (variant === 'cart') {
    if (details.firstName.trim() === '') errors.firstName = signUpTexts.firstNameRequired;
    else if (tooLong(details.firstName)) errors.firstName = signUpTexts.tooLong;
    if (details.lastName.trim() === '') errors.lastName = signUpTexts.lastNameRequired;
    else if (tooLong(details.lastName)) errors.lastName = signUpTexts.tooLong;
  } else {
    if (details.firstName.trim() === '') errors.firstName = signUpTexts.nameRequired;
    else if (tooLong(details.firstName)) errors.firstName = signUpTexts.tooLong;
    if (tooLong(details.cityName)) errors.cityName = signUpTexts.tooLong;
  }
  if (details.password === '') errors.password = signUpTexts.passwordRequired;
  else if (tooLong(details.password)) errors.password = signUpTexts.tooLong;
  else {
    const problem = passwordProblem(details.password);
    if (problem) errors.password = problem;
  }
  if (details.emailId !== '' && !emailPattern.test(details.emailId))
    errors.emailId = signUpTexts.emailInvalid;
  else if (tooLong(details.emailId)) errors.emailId = signUpTexts.tooLong;
  return errors;
}

/** The registration body: the wizard's (store-and-assessment.md §3 sign-up payload) or the cart form's. */
export function registrationDraft(
  mobile: string,
  details: SignUpDetails,
  variant: SignUpVariant,
): RegistrationDraft {
  const emailId = details.emailId === '' ? {} : { emailId: details.emailId };
  if (variant === 'cart') {
    return {
      userName: mobile,
      password: details.password,
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      ...emailId,
      contactNo: mobile,
      schoolName: '',
      cityName: '',
    };
  }
  return {
    userName: mobile,
    password: details.password,
    firstName: details.firstName.trim(),
    ...emailId,
    contactNo: mobile,
    cityName: details.cityName.trim(),
    pincode: details.pincode,
  };
}

/** The Registration analytics payload (store-and-assessment.md §3). */
export interface RegistrationAnalytics {
  Mobilenumber: string;
  EmailId: string;
  UserName: string;
}
export function registrationAnalytics(mobile: string, details: SignUpDetails): RegistrationAnalytics {
  return { Mobilenumber: `+91${mobile}`, EmailId: details.emailId, UserName: mobile };
}

/** The message of a failed call: the Error's message (the API layer already rethrows the server's text). */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return signUpTexts.genericError;
}
