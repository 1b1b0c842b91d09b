import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { communityEndpoints, identityEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';
import { useCurrentUser } from '../../../data/current-user';
import { buildUploadZip } from './build-upload-zip';

/** The spec's upload messages (learning-app.md §8). */
export const masterclassUploadMessages = {
  success: 'Uploaded successfully',
  failed: 'File upload failed',
} as const;

export interface MasterclassUploadState {
  uploading: boolean;
  /** "Uploaded successfully" (or the server's own success message) after the last upload. */
  message: string | null;
  /** The server's message, else "File upload failed". */
  error: string | null;
}

export interface MasterclassUpload extends MasterclassUploadState {
  /** Zips the chosen files into files.zip and uploads them for the signed-in student; never rejects. */
  upload: (files: readonly File[]) => Promise<boolean>;
}

const idle: MasterclassUploadState = { uploading: false, message: null, error: null };

/**
 * The masterclass upload (POST {masterclass}/api/users/uploadFiles with files.zip and UserId). After a success the
 * current user is revalidated, since a registered student's competition entry turns Submitted (ADR 0049).
 */
export function useMasterclassUpload(): MasterclassUpload {
  const { api } = useServices();
  const { mutate } = useSWRConfig();
  const user = useCurrentUser().data;
  const [state, setState] = useState<MasterclassUploadState>(idle);
  const running = useRef(false);

  const upload = useCallback(
    async (files: readonly File[]) => {
      if (!user || running.current || files.length === 0) return false;
      running.current = true;
      setState({ uploading: true, message: null, error: null });
      try {
        const file = await buildUploadZip(files);
        const result = await api.call(communityEndpoints.uploadMasterclassFiles, {
          body: { file, UserId: user.userId },
        });
        setState({
          uploading: false,
          message: result.message || masterclassUploadMessages.success,
          error: null,
        });
        void mutate([identityEndpoints.getCurrentUser.name, {}]);
        return true;
      } catch (failed) {
        const message =
          failed instanceof Error && failed.message ? failed.message : masterclassUploadMessages.failed;
        setState({ uploading: false, message: null, error: message });
        return false;
      } finally {
        running.current = false;
      }
    },
    [api, mutate, user],
  );

  return { ...state, upload };
}
