import { questI18n } from '../../i18n/i18n';

/** The length message (ICU; its Hindi is in the catalogues, ADR 0142). */
export const LENGTH_MESSAGE = 'Length should be less than {max} characters';

/** The minimum length message (ICU; its Hindi is in the catalogues, ADR 0142). */
export const MIN_LENGTH_MESSAGE = '{field} must be at least {min} characters';

/**
 * The spec's generic length message: `lengthMessage(50)` → "Length should be less than 50 characters", in the
 * active language.
 */
export function lengthMessage(max: number): string {
  return questI18n.translate(LENGTH_MESSAGE, { max });
}

/**
 * The spec's generic minimum message: `minLengthMessage('Password', 3)` → "Password must be at least 3 characters",
 * in the active language (the field's name too, when the catalogues have it).
 */
export function minLengthMessage(field: string, min: number): string {
  return questI18n.translate(MIN_LENGTH_MESSAGE, { field: questI18n.translate(field), min });
}
