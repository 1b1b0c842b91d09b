import { useEffect } from 'react';
import { learningEndpoints } from '@quest/api';
import { PdfViewer, ViewerPageView, useTranslate, useDataLang } from '@quest/design-system';
import { useServices } from '../../../app/services';
import { useCurrentUser } from '../../../data/current-user';
import { useViewerAccess } from './use-viewer-access';
import { useViewerContent } from './use-viewer-content';
import { absoluteFileUrl, pdfFileName } from './viewer-model';

/** What the page is called before its content is known. */
export const PDF_PAGE_TITLE = 'PDF';

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * The PDF viewer (/pdf, content types 04 and 05): the item from the cached content list in PdfViewer (pdf.js
 * loads lazily; protected files ask for their password). Download records SetContentDownload and saves the file —
 * through the native wrapper's download, else as a browser download; both only log their failures
 * (learning-app.md §8). The stay is posted as an access on leaving after more than 10 s.
 */
export function Component() {
  const t = useTranslate();
  const dataLang = useDataLang();
  const { api, bridge } = useServices();
  const user = useCurrentUser();
  const viewer = useViewerContent(['04', '05']);
  const { content } = viewer;
  const access = useViewerAccess(viewer.place.questId, content);

  // pdf.js starts downloading while the content list is still loading.
  useEffect(() => void PdfViewer.preload(), []);

  const back = () => {
    access.leave();
    viewer.goBack();
  };

  const download = () => {
    if (!content) return;
    if (user.data) {
      api
        .call(learningEndpoints.setContentDownload, {
          query: { UserId: user.data.userId, ContentId: content.contentId },
        })
        .catch(warn('SetContentDownload failed'));
    }
    const url = absoluteFileUrl(content.fileUrl, window.location.origin);
    if (url) {
      bridge
        .downloadFile(url, pdfFileName(content.fileUrl, content.contentDisplayName))
        .catch(warn('PDF download failed'));
    }
  };

  return (
    <ViewerPageView
      as="main"
      state={viewer.state}
      titleLang={content ? dataLang : undefined}
      title={content?.contentDisplayName ?? t(PDF_PAGE_TITLE)}
      onBack={back}
      onRetry={viewer.retry}
      lock={viewer.lock}
    >
      {content && (
        <PdfViewer
          src={content.fileUrl}
          title={content.contentDisplayName}
          titleLang={dataLang}
          fileName={pdfFileName(content.fileUrl, content.contentDisplayName)}
          onBack={back}
          onDownload={download}
        />
      )}
    </ViewerPageView>
  );
}
