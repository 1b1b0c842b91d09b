import { HtmlContentViewer, ViewerPageView, useTranslate, useDataLang } from '@quest/design-system';
import { useViewerAccess } from './use-viewer-access';
import { useViewerContent } from './use-viewer-content';

/** What the page is called before its content is known. */
export const CONTENT_VIEWER_PAGE_TITLE = 'Content';

/**
 * The raw HTML content viewer (/contentviewer, content type 06): the item's `htmlContent` through
 * HtmlContentViewer, which sanitizes it (RichText). The stay is posted as an access on leaving after more than 10 s.
 */
export function Component() {
  const t = useTranslate();
  const dataLang = useDataLang();
  const viewer = useViewerContent(['06']);
  const { content } = viewer;
  const access = useViewerAccess(viewer.place.questId, content);

  const back = () => {
    access.leave();
    viewer.goBack();
  };

  return (
    <ViewerPageView
      as="main"
      state={viewer.state}
      titleLang={content ? dataLang : undefined}
      title={content?.contentDisplayName ?? t(CONTENT_VIEWER_PAGE_TITLE)}
      onBack={back}
      onRetry={viewer.retry}
      lock={viewer.lock}
    >
      {content && (
        <HtmlContentViewer title={content.contentDisplayName} html={content.htmlContent} onBack={back} />
      )}
    </ViewerPageView>
  );
}
