import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackHeader } from '../../components/back-header';
import { Button } from '../../components/button';
import { LockedNotice, type LockedNoticeProps } from '../../components/locked-notice/locked-notice';
import { Spinner } from '../../components/spinner';
import { StatusMessage } from '../../components/status-message';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';

/**
 * Where a viewer page is: its data (the content, a token) is loading, it is there and the viewer shows, the
 * request failed, the address names content that does not exist (a stale link), or the server refused the content
 * to this student (`locked`: the quest is not theirs, the trial is over, or the kind is locked for their location).
 */
export type ViewerPageState = 'loading' | 'loaded' | 'failed' | 'notFound' | 'locked';

/** Texts of the viewer pages (the spec gives none for these states; plain wording). */
export const viewerPageTexts = {
  back: 'Back',
  loading: 'Loading…',
  failedTitle: 'Could not open this content',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Content not found',
  notFoundMessage: 'This content is not in your quest any more. Go back and pick it again.',
  notFoundAction: 'Go back',
} as const;

/** What the locked state explains (LockedNotice's reason, kind, the server's message and the trial's Buy now). */
export type ViewerPageLock = Omit<LockedNoticeProps, 'onBack' | 'headingLevel'>;

/** Props of {@link ViewerPageView}. */
export interface ViewerPageViewProps {
  /** Behaviour: which view shows; in `loaded` only `children` (the viewer) render. */
  state: ViewerPageState;
  /**
   * Content: the header title in the states this view draws itself (loading, failed, not found): the content's
   * display name when known, else what the page is ("PDF", "Activity", "Learning tool").
   */
  title: string;
  /** Accessibility: the title's language, when it is the content's display name (the server's data) in a page of
   * another language: `useDataLang()`. */
  titleLang?: string;
  /**
   * Content: the viewer shown in `loaded` (PdfViewer, FrameViewer, HtmlContentViewer). Viewers draw their own
   * back header and fill this page's height.
   */
  children?: ReactNode;
  /** Content: the failed state's explanation; a plain default when not given (never a raw server text). */
  errorMessage?: string;
  /**
   * Content: the locked state's explanation (LockedNotice): why this student may not open the content — the trial
   * is over (with Buy now when `onBuy` is given), its kind is locked at their location, or the server's own
   * refusal — always with Go back and never a retry: asking again gives the same answer.
   */
  lock?: ViewerPageLock;
  /** Content: in `locked` without `lock`, the server's refusal text (a `refused` lock). */
  lockedMessage?: string;
  /**
   * Content: buttons at the end of the header in the states this view draws (e.g. a Download that works before
   * the viewer is ready). In `loaded` the viewer draws its own header and actions.
   */
  actions?: ReactNode;
  /** Accessibility: the back button's name. Default "Back". */
  backLabel?: string;
  /** Accessibility: the title's heading level; 1 when the view is the page (the default). */
  headingLevel?: 1 | 2;
  /**
   * Accessibility: `main` when the view is the page (a route), filling the screen's height; `div` (default) fills
   * its container's height instead — give the container one.
   */
  as?: 'main' | 'div';
  /** Appearance: a class for the caller's layout. */
  className?: string;
  /** Events: Back in the header, and the not-found state's button; the app decides where back goes. */
  onBack: () => void;
  /** Events: Try again in the failed state. Without it no button is shown. */
  onRetry?: () => void;
}

/**
 * A content viewer's page (/pdf, /viewer, /contentviewer, /activity, the learning tool): a back header with the
 * title over a loading spinner, a failure with Try again, "Content not found" with a way back, or the locked
 * explanation (a lock, the server's reason, Go back and no retry); once loaded,
 * the viewer itself fills the page. Props only: the route supplies the state and receives the events.
 */
export function ViewerPageView({
  state,
  title,
  titleLang,
  children,
  errorMessage,
  lock,
  lockedMessage,
  actions,
  backLabel,
  headingLevel = 1,
  as = 'div',
  className,
  onBack,
  onRetry,
}: ViewerPageViewProps) {
  const t = useTexts(viewerPageTexts);
  const translate = useTranslate();
  if (state === 'loaded') {
    return (
      <Root as={as} className={className} data-fill={as === 'main' ? 'screen' : 'container'}>
        <Body>{children}</Body>
      </Root>
    );
  }

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <Centre aria-busy="true">
        <Spinner size="xl" showLabel label={t.loading} />
      </Centre>
    );
  } else if (state === 'failed') {
    body = (
      <Centre>
        <ErrorView
          headingLevel={2}
          title={t.failedTitle}
          message={translate(errorMessage ?? viewerPageTexts.failedMessage)}
          onRetry={onRetry ? () => onRetry() : undefined}
          retryLabel={t.retry}
        />
      </Centre>
    );
  } else if (state === 'locked') {
    body = (
      <Centre>
        <LockedNotice {...(lock ?? { reason: 'refused', message: lockedMessage })} onBack={() => onBack()} />
      </Centre>
    );
  } else {
    body = (
      <Centre>
        <StatusMessage
          headingLevel={2}
          symbol="404"
          title={t.notFoundTitle}
          message={t.notFoundMessage}
          action={
            <Button variant="secondary" iconStart="back" onClick={() => onBack()}>
              {t.notFoundAction}
            </Button>
          }
        />
      </Centre>
    );
  }

  return (
    <Root as={as} className={className} data-fill={as === 'main' ? 'screen' : 'container'} data-state={state}>
      <BackHeader
        title={title}
        titleLang={titleLang}
        headingLevel={headingLevel}
        backLabel={backLabel === undefined ? t.back : translate(backLabel)}
        actions={actions}
        onBack={() => onBack()}
      />
      {body}
    </Root>
  );
}

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background-color: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family.base};

  &[data-fill='screen'] {
    height: 100vh;
    height: 100dvh;
  }

  &[data-fill='container'] {
    height: 100%;
  }
`;

/* The viewer fills what the page leaves; its own root uses height: 100%. */
const Body = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;

  & > * {
    flex: 1 1 auto;
    min-height: 0;
  }
`;

const Centre = styled.div`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
  overflow: auto;
`;
