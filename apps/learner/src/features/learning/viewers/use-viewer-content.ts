import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Content, ContentTypeCode } from '@quest/api';
import type { ViewerPageLock, ViewerPageState } from '@quest/design-system';
import { readContentPlace, type ContentPlace } from '../../../data/content-links';
import { useQuestContent } from '../data/use-quest-content';
import { contentLock } from '../locks/lock-model';
import { useLockBuy, useQuestTrialOver } from '../locks/use-lock-buy';
import { viewerBackTarget, viewerPageState } from './viewer-model';

export interface ViewerContent {
  /** The place in the address (quest, mission, operation, content). */
  place: Partial<ContentPlace>;
  /** The page's view: loading / failed (the content list), not found, locked (refused), or loaded. */
  state: ViewerPageState;
  /** In `locked`: why (the trial is over — with Buy now —, the kind is locked at the location, or the server's
   * refusal), for ViewerPageView's LockedNotice. */
  lock: ViewerPageLock | undefined;
  /** The item, once loaded and of a type this viewer shows. */
  content: Content | undefined;
  /** Loads the content list again (the failed view's Try again). */
  retry: () => void;
  /** Leaves the viewer: history back when the app has a page behind it, else its mission page (ADR 0057). */
  goBack: () => void;
}

/**
 * What every content viewer route starts with: the place from the query string, the item from the quest's cached
 * content list, which view shows, and where Back goes. `typeCodes` are the content types this viewer shows; an
 * item of another type is Not Found here (a link to the wrong viewer).
 */
export function useViewerContent(typeCodes: readonly ContentTypeCode[]): ViewerContent {
  const [search] = useSearchParams();
  const place = useMemo(() => readContentPlace(search), [search]);
  const data = useQuestContent(place.questId, place.contentId);
  const navigate = useNavigate();
  const location = useLocation();
  const trialOver = useQuestTrialOver(place.questId);
  const buy = useLockBuy(place.questId);
  const wrongType = data.content !== undefined && !typeCodes.includes(data.content.contentTypeCode);
  const listed = viewerPageState(place, { state: data.state, missing: data.missing || wrongType });
  const lock =
    listed === 'loaded' || listed === 'failed'
      ? contentLock(data.content, data.list, data.error, trialOver)
      : undefined;
  const state = lock ? 'locked' : listed;
  return {
    place,
    state,
    lock: lock && (lock.reason === 'trial' ? { ...lock, ...buy } : lock),
    content: state === 'loaded' ? data.content : undefined,
    retry: data.retry,
    goBack: () => {
      const target = viewerBackTarget(place, location.key);
      if (target.kind === 'history') void navigate(-1);
      else void navigate(target.href, { replace: true });
    },
  };
}
