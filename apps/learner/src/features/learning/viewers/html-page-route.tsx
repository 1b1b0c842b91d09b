import { parseFrameMessage } from '@quest/api';
import {
  FrameViewer,
  ViewerPageView,
  type FrameMessage,
  useTranslate,
  useDataLang,
} from '@quest/design-system';
import { useViewerAccess } from './use-viewer-access';
import { useViewerContent } from './use-viewer-content';
import { contentFrameOrigin, contentFrameSrc } from './viewer-model';

/** What the page is called before its content is known. */
export const HTML_PAGE_TITLE = 'Web page';

/** An HTML page may only ask to go back (the activity's Back message); everything else is ignored. */
export const acceptHtmlPageMessage = (data: unknown): FrameMessage | null => {
  const message = parseFrameMessage('activity', data);
  return message?.type === 'Back' ? message : null;
};

/**
 * The HTML-page viewer (/viewer, content type 07): the page on the content origin in a sandboxed FrameViewer, with
 * `?origin=` naming this app so the page posts only here (ADR 0022); messages count only from the file's origin.
 * The stay is posted as an access on leaving after more than 10 s.
 */
export function Component() {
  const t = useTranslate();
  const dataLang = useDataLang();
  const viewer = useViewerContent(['07']);
  const { content } = viewer;
  const appOrigin = window.location.origin;
  const src = content ? contentFrameSrc(content.fileUrl, appOrigin) : null;
  const origin = content ? contentFrameOrigin(content.fileUrl, appOrigin) : null;
  const unusable = content !== undefined && (src === null || origin === null);
  const access = useViewerAccess(viewer.place.questId, unusable ? undefined : content);

  const back = () => {
    access.leave();
    viewer.goBack();
  };

  return (
    <ViewerPageView
      as="main"
      state={unusable ? 'notFound' : viewer.state}
      titleLang={content ? dataLang : undefined}
      title={content?.contentDisplayName ?? t(HTML_PAGE_TITLE)}
      onBack={back}
      onRetry={viewer.retry}
      lock={viewer.lock}
    >
      {content && src && origin && (
        <FrameViewer
          src={src}
          title={content.contentDisplayName}
          titleLang={dataLang}
          expectedOrigin={origin}
          accept={acceptHtmlPageMessage}
          onBack={back}
        />
      )}
    </ViewerPageView>
  );
}
