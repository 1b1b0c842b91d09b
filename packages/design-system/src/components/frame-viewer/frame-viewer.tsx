import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import {
  acceptFrameEvent,
  normaliseOrigin,
  type FrameMessage,
  type FrameMessageParser,
} from './frame-messages';
import { FrameViewerView, type FrameViewerStatus } from './frame-viewer-view';

/** Sandbox permissions a content frame may get. Top navigation is not among them: a frame never replaces the app. */
export type FrameSandboxToken =
  | 'allow-downloads'
  | 'allow-forms'
  | 'allow-modals'
  | 'allow-orientation-lock'
  | 'allow-pointer-lock'
  | 'allow-popups'
  | 'allow-popups-to-escape-sandbox'
  | 'allow-presentation'
  | 'allow-same-origin'
  | 'allow-scripts';

/**
 * What content frames get by default: scripts, their own origin (so `event.origin` is theirs, not "null"), forms
 * and popups. Safe only because the content is on its own origin: never give a same-origin page both
 * `allow-scripts` and `allow-same-origin`.
 */
export const FRAME_SANDBOX_DEFAULT: readonly FrameSandboxToken[] = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
];

/** How long the frame's page may take to load before the error shows, in milliseconds. */
export const FRAME_LOAD_TIMEOUT = 20_000;

/** Props of {@link FrameViewer}. */
export interface FrameViewerProps<M extends FrameMessage = FrameMessage> {
  /** Content: the page to show (an activity, the external test, an HTML page, the learning tool). */
  src: string;
  /** Content: the header title, e.g. the content's display name. */
  title: string;
  /** Accessibility: the title's language, when it is the server's data (the content's name) in a page of another
   * language: `useDataLang()`. The frame's `title` carries it too when it is the same text. */
  titleLang?: string;
  /** Accessibility: the frame's `title` (its accessible name); defaults to `title`. */
  frameTitle?: string;
  /**
   * Behaviour: the only origin whose messages are heard, e.g. the content origin "https://content.example.org".
   * "*" and "null" hear nothing.
   */
  expectedOrigin: string;
  /**
   * Behaviour: turns a message's data into one of the accepted shapes, or null to ignore it. Pass the contract's
   * parser: `(data) => parseFrameMessage('activity', data)` or `('externalTest', data)` from @quest/api. It only
   * sees plain objects from `expectedOrigin` posted by this frame's window.
   */
  accept: FrameMessageParser<M>;
  /** Behaviour: the frame's sandbox permissions (see {@link FRAME_SANDBOX_DEFAULT}). */
  sandbox?: readonly FrameSandboxToken[];
  /** Behaviour: milliseconds to wait for the page's load event before showing the error with a retry. */
  loadTimeout?: number;
  /** Accessibility: the title's heading level; 1 when the viewer is the page. */
  headingLevel?: 1 | 2;
  /** Appearance: a class for the caller's layout. The viewer fills its container's height; give it one. */
  className?: string;
  /** Events: the back arrow was pressed, or the frame posted `{ type: 'Back' }`. */
  onBack: () => void;
  /** Events: every accepted message, as the parser returned it (before the callbacks below). */
  onMessage?: (message: M) => void;
  /** Events: the activity posted FinishActivity; the consumed time in seconds. */
  onFinishActivity?: (consumedTime: number) => void;
  /** Events: the external test posted FinishTest. */
  onFinishTest?: () => void;
  /** Events: the external test posted AbortTest or its alias TestAbort. */
  onAbortTest?: () => void;
}

/**
 * A content page in a sandboxed frame under a back header (activity, external test, HTML page). Messages are
 * heard only from `expectedOrigin`, only from this frame's window and only in the shapes `accept` returns;
 * everything else is ignored without a sound. Shows a spinner until the page loads and an error with a retry if it
 * has not loaded within `loadTimeout`.
 */
export function FrameViewer<M extends FrameMessage = FrameMessage>({
  src,
  title,
  titleLang,
  frameTitle,
  expectedOrigin,
  accept,
  sandbox = FRAME_SANDBOX_DEFAULT,
  loadTimeout = FRAME_LOAD_TIMEOUT,
  headingLevel,
  className,
  onBack,
  onMessage,
  onFinishActivity,
  onFinishTest,
  onAbortTest,
}: FrameViewerProps<M>) {
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origin = normaliseOrigin(expectedOrigin);

  const onWindowMessage = useEffectEvent((event: MessageEvent) => {
    const message = acceptFrameEvent(event, frameRef.current?.contentWindow, origin, accept);
    if (!message) return;
    onMessage?.(message);
    switch (message.type) {
      case 'Back':
        onBack();
        break;
      case 'FinishActivity':
        onFinishActivity?.(message.consumedTime);
        break;
      case 'FinishTest':
        onFinishTest?.();
        break;
      case 'AbortTest':
      case 'TestAbort':
        onAbortTest?.();
        break;
    }
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => onWindowMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return (
    <LoadingFrame
      key={`${attempt}|${src}|${loadTimeout}`}
      frameRef={frameRef}
      src={src}
      title={title}
      titleLang={titleLang}
      frameTitle={frameTitle ?? title}
      frameLang={frameTitle === undefined ? titleLang : undefined}
      sandbox={sandbox}
      loadTimeout={loadTimeout}
      headingLevel={headingLevel}
      className={className}
      onBack={onBack}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

/** One load attempt: a fresh frame, its load event against the timeout. A retry remounts it. */
function LoadingFrame({
  frameRef,
  src,
  title,
  titleLang,
  frameTitle,
  frameLang,
  sandbox,
  loadTimeout,
  headingLevel,
  className,
  onBack,
  onRetry,
}: {
  frameRef: RefObject<HTMLIFrameElement | null>;
  src: string;
  title: string;
  titleLang?: string;
  frameTitle: string;
  frameLang?: string;
  sandbox: readonly FrameSandboxToken[];
  loadTimeout: number;
  headingLevel?: 1 | 2;
  className?: string;
  onBack: () => void;
  onRetry: () => void;
}) {
  const [status, setStatus] = useState<FrameViewerStatus>('loading');

  useEffect(() => {
    const timer = window.setTimeout(
      () => setStatus((now) => (now === 'loading' ? 'error' : now)),
      loadTimeout,
    );
    return () => window.clearTimeout(timer);
  }, [loadTimeout]);

  // Tokens are typed, but a plain-JS caller could still slip top navigation in.
  const tokens = sandbox.filter((token) => !token.startsWith('allow-top-navigation')).join(' ');

  return (
    <FrameViewerView
      title={title}
      titleLang={titleLang}
      headingLevel={headingLevel}
      className={className}
      status={status}
      onBack={onBack}
      onRetry={onRetry}
    >
      <iframe
        ref={frameRef}
        src={src}
        title={frameTitle}
        lang={frameLang}
        sandbox={tokens}
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setStatus((now) => (now === 'loading' ? 'ready' : now))}
      />
    </FrameViewerView>
  );
}
