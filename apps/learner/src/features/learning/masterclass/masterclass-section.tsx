import type { JSX, MouseEvent } from 'react';
import { MasterclassArea, type MasterclassAreaItem, type MasterclassAreaProps } from '@quest/design-system';
import { useServices } from '../../../app/services';
import { useMasterclassLinks } from './use-masterclass-links';
import { useMasterclassUpload } from './use-masterclass-upload';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

/** The masterclass area's data props, shared by the operation page and the special mission's modal. */
export type MasterclassAreaData = Omit<MasterclassAreaProps, 'headingLevel' | 'uploadTitle'>;

/**
 * The masterclass links and the upload wired for MasterclassArea (or SpecialMissionDialog, which embeds it):
 * links open in a new tab, or through the native wrapper's opener inside the app; uploads are files.zip of the
 * chosen files. `enabled` false holds the links request (a modal that is not open).
 */
export function useMasterclassArea(enabled = true): MasterclassAreaData {
  const { bridge } = useServices();
  const links = useMasterclassLinks(enabled);
  const upload = useMasterclassUpload();
  return {
    masterclasses: links.data?.map((link) => ({
      name: link.masterclass_name,
      href: link.masterclass_link,
      live: link.is_live,
    })),
    masterclassesError: links.state === 'failed' ? messageOf(links.error) : null,
    onRetryMasterclasses: links.retry,
    onOpenMasterclass: (masterclass: MasterclassAreaItem, event: MouseEvent<HTMLElement>) => {
      if (!bridge.inWrapper) return; // the link opens in a new tab by itself
      event.preventDefault();
      bridge.openUrl(masterclass.href);
    },
    onUpload: (files) => void upload.upload(files),
    uploading: upload.uploading,
    uploadMessage: upload.message,
    uploadError: upload.error,
  };
}

/**
 * The masterclass area for a screen (learning-app.md §2 operation page; ADR 0049): the active masterclasses, live
 * ones marked, each opening in a new tab (through the native wrapper's opener inside the app), and the upload
 * area (files.zip of the chosen files, chosen zips unpacked first) with "Uploaded successfully" / the server's
 * message or "File upload failed".
 */
export function MasterclassSection({ headingLevel = 3 }: { headingLevel?: 2 | 3 }): JSX.Element {
  return <MasterclassArea headingLevel={headingLevel} {...useMasterclassArea()} />;
}
