import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  LockedDialog,
  MissionPageView,
  NotFoundView,
  Skeleton,
  TrialExpiredDialog,
  type LockedKind,
} from '@quest/design-system';
import { contentKindOf } from '@quest/api';
import { useServices } from '../../../app/services';
import { paths } from '../../../routes/paths';
import { useCurrentUser } from '../../../data/current-user';
import { missionPageHref, readContentPlace, type ContentPlace } from '../../../data/content-links';
import { useBuyQuest } from '../data/use-buy-quest';
import { useContentList, useUserProgress } from '../../../data/content';
import { useLocationContentStatus } from '../data/use-location-content-status';
import { MasterclassSection } from '../masterclass/masterclass-section';
import {
  addressedLock,
  contentAction,
  defaultOpenSection,
  inlineContent,
  missionPage,
  type ContentLocks,
  type MissionPageLayout,
} from './mission-model';

// video.js stays out of the mission chunk until a video is chosen.
const ContentPlayer = lazy(() => import('../player/content-player'));

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * The mission page (/task, /topics-w) and the operation's topics (/topics) (ADR 0050, 0051): the content list,
 * progress and the location's content flags fed through mission-model into MissionPageView. The operation, and the
 * video playing inline, live in the address (replaced, not pushed), so a reload keeps them.
 */
export function MissionScreen({ layout }: { layout: MissionPageLayout }) {
  const { bridge } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const address = readContentPlace(search);
  const user = useCurrentUser();
  const contentList = useContentList(address.questId);
  const progress = useUserProgress(address.questId, user.data?.userId);
  const status = useLocationContentStatus(user.data?.locationId);
  const buyQuest = useBuyQuest();
  // The open accordion entry, remembered for the operation it was chosen in.
  const [opened, setOpened] = useState<{ operationId: number | undefined; id: string | null } | null>(null);
  const [trialDismissed, setTrialDismissed] = useState(false);
  // The locked card whose location lock is being explained (ADR 0113).
  const [kindLocked, setKindLocked] = useState<{ kind: LockedKind; name: string } | null>(null);
  // A direct link to a location-locked item is explained once on arrival (ADR 0113).
  const [addressLockSeen, setAddressLockSeen] = useState(false);

  const { questId, missionId } = address;
  if (!questId || !missionId) return <MissingMission />;

  const quest = user.data?.userQuestList.find((q) => q.questId === questId);
  const trialOver = Boolean(quest?.isTrialOver || contentList.data?.isTrialOver);
  // A failed status call leaves every kind open (the server still refuses locked accesses); the alert says why.
  const locks: ContentLocks = { flags: status.data?.payload, trialOver };
  const model = contentList.data
    ? missionPage(contentList.data, progress.data, { missionId, operationId: address.operationId }, locks)
    : undefined;
  if (contentList.state === 'loaded' && !model) return <MissingMission />;

  const failed = user.state === 'failed' || contentList.state === 'failed';
  const loading =
    !failed &&
    (user.state === 'loading' || contentList.state === 'loading' || status.state === 'loading' || !model);
  const operationId = model?.operation?.operationId;
  const place: ContentPlace = { questId, missionId, operationId };
  const inWrapper = bridge.inWrapper;
  const playing = contentList.data
    ? inlineContent(contentList.data, { contentId: address.contentId, operationId, locks, inWrapper })
    : undefined;
  const linkedLock =
    contentList.data && !loading && !addressLockSeen
      ? addressedLock(contentList.data, address.contentId, locks)
      : undefined;
  const explained = kindLocked ?? linkedLock ?? null;
  const openId =
    opened && opened.operationId === operationId
      ? opened.id
      : defaultOpenSection(model?.sections ?? [], playing?.contentId);

  const setQuery = (change: (next: URLSearchParams) => void) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  const selectOperation = (id: number) => {
    setOpened(null);
    setQuery((next) => {
      next.set('operationId', String(id));
      next.delete('contentId');
    });
  };

  const openContent = (contentId: number) => {
    const content = contentList.data?.questContents.find((c) => c.contentId === contentId);
    if (!content) return;
    const action = contentAction(content, { locks, inWrapper, place });
    if (action.kind === 'blocked') {
      if (action.reason === 'trial') setTrialDismissed(false);
      else setKindLocked({ kind: contentKindOf(content.contentTypeCode), name: content.contentDisplayName });
      return;
    }
    if (action.kind === 'navigate') {
      void navigate(action.href);
      return;
    }
    setQuery((next) => {
      if (operationId !== undefined) next.set('operationId', String(operationId));
      next.set('contentId', String(action.contentId));
    });
  };

  const back = () =>
    void navigate(layout === 'topics' ? missionPageHref(place) : paths.home.getHref({ questId }));

  const buy = () => {
    if (!user.data) return;
    void buyQuest.buy(
      { questId, productId: quest?.productId ?? null, userId: user.data.userId },
      `${location.pathname}${location.search}`,
    );
  };

  const topicsOnly = layout === 'topics';
  return (
    <>
      <MissionPageView
        state={failed ? 'failed' : loading ? 'loading' : 'loaded'}
        errorMessage={messageOf(user.error ?? contentList.error)}
        title={topicsOnly ? model?.operation?.operationDisplayName : model?.mission.missionDisplayName}
        counts={topicsOnly ? undefined : model?.counts}
        operations={topicsOnly ? undefined : model?.operations}
        operationName={topicsOnly ? undefined : model?.operation?.operationDisplayName}
        sections={model?.sections}
        openSectionId={openId}
        alertMessage={status.state === 'failed' ? messageOf(status.error) : null}
        trialOver={trialOver}
        player={
          playing && (
            <Suspense fallback={<Skeleton variant="rect" height={220} label="Loading the player…" />}>
              <ContentPlayer
                key="inline-player"
                as="div"
                place={{ ...place, contentId: playing.contentId }}
                content={playing}
                onBack={() => setQuery((next) => next.delete('contentId'))}
              />
            </Suspense>
          )
        }
        masterclass={model?.masterclass ? <MasterclassSection headingLevel={2} /> : undefined}
        onBack={back}
        onRetry={() => {
          if (user.state === 'failed') user.retry();
          contentList.retry();
        }}
        onOperationSelect={selectOperation}
        onSectionChange={(id) => setOpened({ operationId, id })}
        onContentOpen={openContent}
        onLockedContentOpen={openContent}
        onBuy={() => setTrialDismissed(false)}
      />
      <TrialExpiredDialog
        open={trialOver && !trialDismissed}
        questName={quest?.questName}
        buying={buyQuest.buying}
        error={buyQuest.error}
        onBuy={buy}
        onClose={() => {
          if (buyQuest.buying) return;
          setTrialDismissed(true);
          buyQuest.clearError();
        }}
      />
      <LockedDialog
        open={explained !== null}
        reason="location"
        kind={explained?.kind}
        subject={explained?.name}
        onClose={() => {
          setKindLocked(null);
          setAddressLockSeen(true);
        }}
      />
    </>
  );
}

/** A link without a quest and mission, or to a mission the quest does not have: Not Found, back to home. */
function MissingMission() {
  const navigate = useNavigate();
  return (
    <main>
      <NotFoundView actionLabel="Go to home" onAction={() => void navigate(paths.home.getHref())} />
    </main>
  );
}
