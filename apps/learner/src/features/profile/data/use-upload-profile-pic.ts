import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { IMAGE_KINDS, identityEndpoints, identityLimits, type UserInfo } from '@quest/api';
import { shortenFileName } from '@quest/design-system';
import { imageUploadProblem } from '@quest/flows';
import { sniffFile } from '../../../platform/file-checks';
import { useServices } from '../../../app/services';

/** Why a picked picture is refused before anything is sent (the server answers the same for what it refuses). */
export const profilePicMessages = {
  notImage: 'Please choose an image file.',
  tooLarge: 'The picture must be 2 MB or smaller.',
  failed: 'File upload failed',
} as const;

export interface UploadProfilePic {
  uploading: boolean;
  /** The refusal or the server's message after the last try; null after a success. */
  error: string | null;
  /** Checks and uploads a picked picture for the student; true when it was saved. Never rejects. */
  upload: (file: File) => Promise<boolean>;
}

/**
 * UploadProfilePic (learning-app.md §5 "Profile picture"): a file that is not a PNG, JPEG, GIF or WebP picture by
 * its content (not its name or declared type, ADR 0087), or is over 2 MB, is refused here and nothing is sent; an image goes up under its name shortened to 20 characters, and the new
 * address replaces the cached current user's profilePic, so the shell's avatar changes too.
 */
export function useUploadProfilePic(userId: number | undefined): UploadProfilePic {
  const { api } = useServices();
  const { mutate } = useSWRConfig();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const upload = useCallback(
    async (file: File) => {
      if (userId === undefined || running.current) return false;
      running.current = true;
      try {
        const problem = imageUploadProblem(file, await sniffFile(file), {
          kinds: IMAGE_KINDS,
          maxBytes: identityLimits.profilePicBytes,
          ...profilePicMessages,
        });
        if (problem) {
          setError(problem);
          return false;
        }
        setUploading(true);
        setError(null);
        const named = new File([file], shortenFileName(file.name, identityLimits.profilePicName), {
          type: file.type,
        });
        const { profilePic } = await api.call(identityEndpoints.uploadProfilePic, {
          body: { userId, profilePic: named },
        });
        await mutate<UserInfo>(
          [identityEndpoints.getCurrentUser.name, {}],
          (user) => (user ? { ...user, profilePic } : user),
          { revalidate: false },
        );
        return true;
      } catch (failed) {
        setError(failed instanceof Error && failed.message ? failed.message : profilePicMessages.failed);
        return false;
      } finally {
        running.current = false;
        setUploading(false);
      }
    },
    [api, mutate, userId],
  );

  return { uploading, error, upload };
}
