import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { identityEndpoints, type Profile, type UpdateProfileInput, type UserInfo } from '@quest/api';
import { useServices } from '../../../app/services';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

export interface UpdateProfile {
  /** The details are being saved. */
  saving: boolean;
  /** The server's message after the last failed save. */
  error: string | null;
  /** Saves the details; true when they were saved. Never rejects. */
  save: (body: UpdateProfileInput) => Promise<boolean>;
  clearError: () => void;
}

/**
 * UpdateProfile (store-and-assessment.md §3 "Profile update"). The answer replaces the cached GetProfile and its
 * fields are written into the cached current user, so the shell's "Hi, {name}" changes at once; then the current
 * user is fetched again.
 */
export function useUpdateProfile(): UpdateProfile {
  const { api } = useServices();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(
    async (body: UpdateProfileInput) => {
      setSaving(true);
      setError(null);
      try {
        const profile = await api.call(identityEndpoints.updateProfile, { body });
        await mutate([identityEndpoints.getProfile.name, {}], profile, { revalidate: false });
        await mutate<UserInfo>(
          [identityEndpoints.getCurrentUser.name, {}],
          (user) => (user ? { ...user, ...userFieldsOf(profile) } : user),
          { revalidate: true },
        );
        return true;
      } catch (failed) {
        setError(messageOf(failed));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [api, mutate],
  );

  return { saving, error, save, clearError: () => setError(null) };
}

const userFieldsOf = (profile: Profile): Partial<UserInfo> => ({
  firstName: profile.firstName,
  emailId: profile.emailId,
  cityName: profile.cityName,
  pincode: profile.pincode,
});
