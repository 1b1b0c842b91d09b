import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { parseFrameMessage } from '@quest/api';
import { FrameViewer, ViewerPageView, type FrameMessage, useDataLang } from '@quest/design-system';
import { useServices } from '../../../../app/services';
import { paths } from '../../../../routes/paths';
import { appExternalTestPage, externalTestSrc, readOnlineTestPlace } from '../online-tests-model';

/** The header while the test has no name in the address. */
export const ONLINE_TEST_TITLE = 'Online test';
/** The failed view's text when this build knows no external test page (ADR 0079). */
export const ONLINE_TEST_UNAVAILABLE = 'Online tests cannot be opened here. Please try again later.';

/** The external test frame's messages, exactly as the contract allows them (FinishTest, AbortTest, TestAbort, Back). */
export const acceptExternalTestMessage = (data: unknown): FrameMessage | null =>
  parseFrameMessage('externalTest', data);

/**
 * The external online test or its diagnostic report (/online-test?osaid=&name=[&view=report], ADR 0079) in a
 * sandboxed FrameViewer on the external page's origin, opened with the session token, osaid and type web (§4).
 * FinishTest, AbortTest, TestAbort and Back (and the header's back arrow) return to the back route, or to
 * /assessment-tests when the page was opened directly. An address without an assignment returns to the list.
 */
export function Component() {
  const page = useMemo(() => appExternalTestPage(), []);
  return <OnlineTestScreen page={page} />;
}

/**
 * The screen with the external test page given: the route gives the build's (appExternalTestPage); a story gives a
 * page on an origin Storybook serves, as the Viewers stories give their content's addresses.
 */
export function OnlineTestScreen({ page }: { page: URL | null }) {
  const { session } = useServices();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dataLang = useDataLang();
  const place = readOnlineTestPlace(search);
  const token = session.getToken();

  if (!place || !token) return <Navigate to={paths.assessmentTests.getHref()} replace />;

  const exit = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.assessmentTests.getHref(), { replace: true });
  };
  const src = page ? externalTestSrc(page, token, place, window.location.origin) : null;
  const title = place.name || ONLINE_TEST_TITLE;

  return (
    <ViewerPageView
      as="main"
      state={src ? 'loaded' : 'failed'}
      title={title}
      titleLang={place.name ? dataLang : undefined}
      errorMessage={ONLINE_TEST_UNAVAILABLE}
      onBack={exit}
    >
      {src && page && (
        <FrameViewer
          src={src}
          title={title}
          titleLang={place.name ? dataLang : undefined}
          expectedOrigin={page.origin}
          accept={acceptExternalTestMessage}
          onBack={exit}
          onFinishTest={exit}
          onAbortTest={exit}
        />
      )}
    </ViewerPageView>
  );
}
