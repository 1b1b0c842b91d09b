import { useCallback, useState } from 'react';
import type { QueryAttachment } from '@quest/api';
import { useServices } from '../../../../app/services';
import { saveBlob } from '../../../../platform/save-blob';

/**
 * GET an attachment's `fileUrl` with the bearer token (only the learner who asked may read it, ADR 0039) and
 * save it under its own name through an object URL. The token is sent only to the main API's origin.
 */
export function useAttachmentDownload() {
  const { api, session } = useServices();
  const [downloadingId, setDownloadingId] = useState<number>();

  const download = useCallback(
    async (attachment: QueryAttachment) => {
      const base = new URL(api.config.bases.main || '/', window.location.origin);
      const address = new URL(attachment.fileUrl, base);
      if (address.origin !== base.origin) throw new Error('The file could not be opened.');
      const headers: Record<string, string> = {};
      const token = session.getToken();
      const appId = session.getAppId();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (appId) headers.AppId = appId;
      setDownloadingId(attachment.id);
      try {
        const response = await fetch(address, { headers });
        if (!response.ok) throw new Error('The file could not be opened.');
        saveBlob(await response.blob(), attachment.fileName);
      } finally {
        setDownloadingId(undefined);
      }
    },
    [api, session],
  );

  return { download, downloadingId };
}
