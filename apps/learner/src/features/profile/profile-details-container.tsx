import { useState } from 'react';
import {
  ProfileDetailsDialog,
  type ProfileDetailsField,
  type ProfileDetailsValues,
} from '@quest/design-system';
import type { UserInfo } from '@quest/api';
import { useProfile } from '../../data/profile';
import { useUpdateProfile } from './data/use-update-profile';
import { detailsValuesOf, profileDetailsErrors, updateProfileBody } from './profile-model';

/** Props of {@link ProfileDetailsContainer}. */
export interface ProfileDetailsContainerProps {
  /** Shown while true; each opening starts from the saved details. */
  open: boolean;
  /** The signed-in student (their details until GetProfile answers). */
  user: UserInfo;
  /** Cancel, Escape, close, or the details were saved. */
  onClose: () => void;
}

/** "Edit details": the profile details dialog with the spec's messages, saved through UpdateProfile. */
export function ProfileDetailsContainer({ open, user, onClose }: ProfileDetailsContainerProps) {
  return open ? <OpenDetails user={user} onClose={onClose} /> : null;
}

function OpenDetails({ user, onClose }: Omit<ProfileDetailsContainerProps, 'open'>) {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [typed, setTyped] = useState<Partial<ProfileDetailsValues>>({});
  const [errors, setErrors] = useState<Partial<Record<ProfileDetailsField, string>>>({});
  const values: ProfileDetailsValues = { ...detailsValuesOf(profile.data ?? user), ...typed };

  const submit = async (submitted: ProfileDetailsValues) => {
    const found = profileDetailsErrors(submitted);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await update.save(updateProfileBody(user.userId, submitted))) onClose();
  };

  return (
    <ProfileDetailsDialog
      open
      values={values}
      errors={errors}
      failure={update.error}
      saving={update.saving}
      onFieldChange={(field, value) => {
        setTyped((current) => ({ ...current, [field]: value }));
        setErrors(({ [field]: _cleared, ...rest }) => rest);
      }}
      onSubmit={(submitted) => void submit(submitted)}
      onClose={onClose}
    />
  );
}
