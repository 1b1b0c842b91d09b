import { useEffect, useRef, useState } from 'react';
import { parseFrameMessage } from '@quest/api';
import {
  FrameViewer,
  ViewerPageView,
  type FrameMessage,
  useTranslate,
  useDataLang,
} from '@quest/design-system';
import { useServices } from '../../../app/services';
import { useToast } from '../../../app/toast';
import { PLAYER_ACCESS_MIN_SECONDS, useContentAccess } from '../data/use-content-access';
import { useContentOpen } from '../data/use-content-open';
import { refusalLock, type ContentLock } from '../locks/lock-model';
import { useLockBuy, useQuestTrialOver } from '../locks/use-lock-buy';
import { useViewerContent } from './use-viewer-content';
import { activityFinishedMessage, activityTexts, contentFrameOrigin, contentFrameSrc } from './viewer-model';

/** What the page is called before its content is known. */
export const ACTIVITY_PAGE_TITLE = 'Activity';

/** The activity frame's messages, exactly as the contract allows them (Back, FinishActivity with its time). */
export const acceptActivityMessage = (data: unknown): FrameMessage | null =>
  parseFrameMessage('activity', data);

const TOAST_MS = 3000;

/**
 * The interactive activity (/activity, content type 10) in a sandboxed FrameViewer on the content origin. Inside
 * the native wrapper the device turns to landscape on entry and back to portrait on leaving (bridge
 * setDeviceOrientation 1 / 2). Frame messages (store-and-assessment.md §4): Back leaves; FinishActivity posts the
 * access with the consumed time (more than 1 s, as the server requires), then a toast says it is done (with the
 * points a first access earned) and the page goes back; a failed post shows the server's message and stays; a
 * refused one (403: the trial ended or the kind was locked meanwhile) replaces the activity by the lock's
 * explanation, so the student never believes it counted (ADR 0113).
 * No access is posted on leaving without FinishActivity (ADR 0057).
 */
export function Component() {
  const t = useTranslate();
  const dataLang = useDataLang();
  const { bridge } = useServices();
  const toast = useToast();
  const { record } = useContentAccess();
  const viewer = useViewerContent(['10']);
  const { content } = viewer;
  const appOrigin = window.location.origin;
  const src = content ? contentFrameSrc(content.fileUrl, appOrigin) : null;
  const origin = content ? contentFrameOrigin(content.fileUrl, appOrigin) : null;
  const unusable = content !== undefined && (src === null || origin === null);
  const finishing = useRef(false);
  const trialOver = useQuestTrialOver(viewer.place.questId);
  const buy = useLockBuy(viewer.place.questId);
  // The server refused FinishActivity's access: the page shows why instead of the activity.
  const [refused, setRefused] = useState<ContentLock | undefined>(undefined);
  // The server notes when the activity is shown: first-access points are measured from it (ADR 0106).
  useContentOpen(viewer.place.questId, content);

  useEffect(() => {
    if (!bridge.inWrapper) return;
    bridge.setDeviceOrientation('landscape');
    return () => bridge.setDeviceOrientation('portrait');
  }, [bridge]);

  const finish = async (consumedTime: number) => {
    const questId = viewer.place.questId;
    if (!content || questId === undefined || finishing.current) return;
    finishing.current = true;
    try {
      const card = await record(questId, content, consumedTime, PLAYER_ACCESS_MIN_SECONDS);
      toast({ message: activityFinishedMessage(card), type: 'success', durationMs: TOAST_MS });
      viewer.goBack();
    } catch (error) {
      const lock = refusalLock(error, trialOver);
      if (lock) {
        setRefused(lock);
        return;
      }
      const message = error instanceof Error && error.message ? error.message : activityTexts.failed;
      toast({ message, type: 'error', durationMs: TOAST_MS });
      finishing.current = false;
    }
  };

  return (
    <ViewerPageView
      as="main"
      state={refused ? 'locked' : unusable ? 'notFound' : viewer.state}
      titleLang={content ? dataLang : undefined}
      title={content?.contentDisplayName ?? t(ACTIVITY_PAGE_TITLE)}
      onBack={viewer.goBack}
      onRetry={viewer.retry}
      lock={refused ? (refused.reason === 'trial' ? { ...refused, ...buy } : refused) : viewer.lock}
    >
      {content && src && origin && !refused && (
        <FrameViewer
          src={src}
          title={content.contentDisplayName}
          titleLang={dataLang}
          expectedOrigin={origin}
          accept={acceptActivityMessage}
          onBack={viewer.goBack}
          onFinishActivity={(seconds) => void finish(seconds)}
        />
      )}
    </ViewerPageView>
  );
}
