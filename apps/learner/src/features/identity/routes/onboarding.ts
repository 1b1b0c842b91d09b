import type { Grade, UserInfo } from '@quest/api';
import { signUpLimits, signUpTexts } from '@quest/flows';
import { paths } from '../../../routes/paths';

/** Messages of the Details and Name-only screens (store-and-assessment.md §5). */
export const onboardingTexts = {
  nameRequired: signUpTexts.nameRequired,
  nameTooLong: signUpTexts.tooLong,
  boardRequired: 'Please select board',
  gradeRequired: 'Please select grade',
  genericError: signUpTexts.genericError,
} as const;

export interface OnboardingValues {
  name: string;
  /** The chosen board's id as text ('' for none). */
  boardId: string;
  /** The chosen grade's id as text ('' for none). */
  gradeId: string;
}
export type OnboardingErrors = Partial<Record<keyof OnboardingValues, string>>;

/** Name required, at most 50 characters (both onboarding screens). */
export function nameError(name: string): string | undefined {
  if (name.trim() === '') return onboardingTexts.nameRequired;
  if (name.trim().length > signUpLimits.text) return onboardingTexts.nameTooLong;
  return undefined;
}

/** The Details screen's checks, in the order the student reads them. */
export function detailsErrors(values: OnboardingValues): OnboardingErrors {
  const errors: OnboardingErrors = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  if (values.boardId === '') errors.boardId = onboardingTexts.boardRequired;
  if (values.gradeId === '') errors.gradeId = onboardingTexts.gradeRequired;
  return errors;
}

/** The grades of one board, as select options ('' → none: the grade waits for a board). */
export function gradesOfBoard(grades: readonly Grade[], boardId: string) {
  return grades
    .filter((grade) => String(grade.boardId) === boardId)
    .map((grade) => ({ value: String(grade.gradeId), label: grade.gradeName }));
}

/** Where onboarding ends: /products when the server sets showDashboard, otherwise /home (learning-app.md §2). */
export function landingPath(user: Pick<UserInfo, 'showDashboard'>): string {
  return user.showDashboard ? paths.products.getHref() : paths.home.getHref();
}

/** What the sign-up wizard hands to onboarding in the navigation state (never the password). */
export interface OnboardingState {
  userId?: number;
  /** The coupon applied on the wizard's promo step, sent with UpdateUser (ADR 0044). */
  promoCode?: string;
}

/** Reads the navigation state defensively: anything can be in history.state after a reload or a deep link. */
export function readOnboardingState(state: unknown): OnboardingState {
  if (!state || typeof state !== 'object') return {};
  const { userId, promoCode } = state as Record<string, unknown>;
  return {
    ...(typeof userId === 'number' && Number.isInteger(userId) && userId > 0 ? { userId } : {}),
    ...(typeof promoCode === 'string' && promoCode.trim() !== '' ? { promoCode: promoCode.trim() } : {}),
  };
}

/** The message of a failed call: the API layer already rethrows the server's text. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : onboardingTexts.genericError;
}
