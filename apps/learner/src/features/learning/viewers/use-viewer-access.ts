import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Content } from '@quest/api';
import { useToast } from '../../../app/toast';
import { useContentAccess, VIEWER_ACCESS_MIN_SECONDS } from '../data/use-content-access';
import { useContentOpen } from '../data/use-content-open';
import { accessRefusedMessage } from '../locks/lock-model';

/**
 * One stay on a viewer page (store-and-assessment.md §4: "Content viewers post an access record on leaving only if
 * viewed for more than 10 seconds"). The clock starts when the content is on screen; `leave()` ends the stay once
 * and answers the whole seconds to post, or null when the stay was not longer than `minSeconds`, never started, or
 * already ended. `start()` after an end begins a new stay (a page restored from the back-forward cache).
 */
export interface ViewerVisit {
  start(): void;
  leave(): number | null;
  /** True between start() and leave(). */
  readonly active: boolean;
}

export function createViewerVisit(
  now: () => number = () => Date.now(),
  minSeconds: number = VIEWER_ACCESS_MIN_SECONDS,
): ViewerVisit {
  let startedAt: number | null = null;
  return {
    start() {
      if (startedAt === null) startedAt = now();
    },
    leave() {
      if (startedAt === null) return null;
      const seconds = Math.floor((now() - startedAt) / 1000);
      startedAt = null;
      return seconds > minSeconds ? seconds : null;
    },
    get active() {
      return startedAt !== null;
    },
  };
}

export interface ViewerAccess {
  /**
   * Ends the stay now (the Back button): posts the access when it was longer than 10 s. Called before navigating;
   * the later unmount then posts nothing more.
   */
  leave: () => void;
}

/**
 * Times the student's stay on a viewer (/pdf, /viewer, /contentviewer) and posts one access through
 * `useContentAccess().record` when they leave — Back, the route unmounting (any navigation), or `pagehide` (the tab
 * or web view closing) — only after more than {@link VIEWER_ACCESS_MIN_SECONDS} seconds. The clock starts once
 * `content` is known (the viewer is on screen); a page restored from the back-forward cache starts a new stay.
 * Failures are logged; a refusal (403: the trial ended or the kind was locked meanwhile) also shows a toast that the
 * visit was not counted (ADR 0113), since the page is already gone.
 */
export function useViewerAccess(questId: number | undefined, content: Content | undefined): ViewerAccess {
  const { record } = useContentAccess();
  const toast = useToast();
  // The server notes when the viewer shows the content: first-access points are measured from it (ADR 0106).
  useContentOpen(questId, content);
  const [visit] = useState(() => createViewerVisit());
  // The latest values, read when the stay ends (an unmount's cleanup sees the first render's closure otherwise).
  const latest = useRef({ questId, content, record, toast });
  useLayoutEffect(() => {
    latest.current = { questId, content, record, toast };
  });

  const leave = useCallback(() => {
    const seconds = visit.leave();
    const { questId: quest, content: item, record: post, toast: show } = latest.current;
    if (seconds === null || quest === undefined || !item) return;
    post(quest, item, seconds, VIEWER_ACCESS_MIN_SECONDS).catch((error: unknown) => {
      console.warn('content access was not recorded', error);
      const refused = accessRefusedMessage(error);
      if (refused) show({ message: refused, type: 'error', durationMs: 5000 });
    });
  }, [visit]);

  const ready = questId !== undefined && content !== undefined;
  const contentId = content?.contentId;
  useEffect(() => {
    if (!ready) return;
    visit.start();
    const onPageHide = () => leave();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) visit.start();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      leave();
    };
  }, [ready, questId, contentId, visit, leave]);

  return { leave };
}
