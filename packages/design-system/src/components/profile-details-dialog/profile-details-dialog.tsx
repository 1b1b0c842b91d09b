import styled from 'styled-components';
import { Dialog } from '../dialog';
import { PincodeField } from '../pincode-field';
import { TextField } from '../text-field';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { DialogFields as Fields, DialogForm as Form, submitHandler } from '../dialog/dialog-form';
import { CancelSubmitActions } from '../dialog/dialog-form';

/** Texts and limits of the profile details dialog (store-and-assessment.md §3 "Profile update", §5). */
export const profileDetailsDialogTexts = {
  title: 'Edit details',
  name: 'Name',
  email: 'Email ID',
  city: 'Your City',
  pincode: 'Pincode',
  save: 'Save',
  cancel: 'Cancel',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email ID is not valid',
  /** Name, city and email stop at 50 characters. */
  maxLength: 50,
} as const;

/** The dialog's fields. */
export type ProfileDetailsField = 'name' | 'email' | 'city' | 'pincode';

/** What the student typed, by field. */
export type ProfileDetailsValues = Record<ProfileDetailsField, string>;

/** Props of {@link ProfileDetailsDialog}. */
export interface ProfileDetailsDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: the values as typed (the caller keeps them, so a failed save loses nothing). */
  values: ProfileDetailsValues;
  /** Content: field errors with the spec's texts ("Name is required", "Email ID is not valid", …). */
  errors?: Partial<Record<ProfileDetailsField, string>>;
  /** Content: the server's message after a failed save, shown in the dialog as an alert. */
  failure?: string | null;
  /** Behaviour: the details are being saved; the fields are locked and Save shows progress. */
  saving?: boolean;
  /** Events: typing in a field. */
  onFieldChange: (field: ProfileDetailsField, value: string) => void;
  /** Events: Save pressed, or Enter in a field, with the values as typed. Never while saving. */
  onSubmit: (values: ProfileDetailsValues) => void;
  /** Events: Cancel, Escape or the close button (not while saving). */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
  /** Content: the dialog's title ("Edit details"; the cart's checkout says "User details"), shown as given. */
  title?: string;
  /** Content: the submit button's text ("Save"; the cart's checkout says "Continue"), shown as given. */
  submitLabel?: string;
}

/**
 * The profile details dialog: Name, Email ID, Your City and Pincode with Save. Name, city and email stop at 50
 * characters and the pincode at 6 digits; the caller validates with the spec's messages, saves and closes it.
 */
export function ProfileDetailsDialog({
  open,
  values,
  errors = {},
  failure,
  saving = false,
  onFieldChange,
  onSubmit,
  onClose,
  inline = false,
  title,
  submitLabel,
}: ProfileDetailsDialogProps) {
  const t = useTexts(profileDetailsDialogTexts);
  const translate = useTranslate();
  const submit = submitHandler(saving, () => onSubmit(values));
  return (
    <Dialog
      open={open}
      inline={inline}
      title={title ?? t.title}
      size="sm"
      fullScreenOnSmall
      dismissible={!saving}
      onClose={onClose}
    >
      <Form noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <Fields disabled={saving}>
          <TextField
            label={t.name}
            name="name"
            autoComplete="given-name"
            maxLength={t.maxLength}
            required
            value={values.name}
            error={errors.name && translate(errors.name)}
            data-autofocus
            onValueChange={(value) => onFieldChange('name', value)}
          />
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={t.maxLength}
            required
            value={values.email}
            error={errors.email && translate(errors.email)}
            onValueChange={(value) => onFieldChange('email', value)}
          />
          <TextField
            label={t.city}
            name="city"
            autoComplete="address-level2"
            maxLength={t.maxLength}
            value={values.city}
            error={errors.city && translate(errors.city)}
            onValueChange={(value) => onFieldChange('city', value)}
          />
          <PincodeField
            label={t.pincode}
            name="pincode"
            value={values.pincode}
            error={errors.pincode && translate(errors.pincode)}
            onValueChange={(value) => onFieldChange('pincode', value)}
          />
        </Fields>
        {failure ? <Failure role="alert">{translate(failure)}</Failure> : null}
        <CancelSubmitActions
          cancelLabel={t.cancel}
          submitLabel={submitLabel ?? t.save}
          busy={saving}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}

const Failure = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.feedback.error.text};
`;
