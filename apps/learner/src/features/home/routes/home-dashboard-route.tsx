import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { HomeDashboardView } from '@quest/design-system';
import {
  missionClickTarget,
  questChangeTarget,
  useQuestLaunch,
  type LaunchQuest,
  type QuestLaunchImplementations,
} from '@quest/flows';
import {
  communityEndpoints,
  learningEndpoints,
  storeEndpoints,
  type CurrentUserQuest,
  type Mission,
  type UserInfo,
} from '@quest/api';
import { useServices, type AppServices } from '../../../app/services';
import { paths } from '../../../routes/paths';
import { useCurrentUser } from '../../../data/current-user';
import { useContentList, useUserProgress } from '../../../data/content';
import { pickCurrentQuest, QUEST_PARAM } from '../../../data/current-quest';
import { useDeferredData } from '../../../data/use-endpoint';
import { useBuyQuest } from '../../learning';
import { usePendingOrders } from '../../store';
import {
  currentQuestHeader,
  missionHref,
  missionItems,
  questItems,
  schedulesHref,
  userInfoOf,
} from '../home-model';
import { DashboardDialogs } from './dashboard-dialogs-loader';
import type { OpenDialog } from './home-dashboard-dialogs';

/** The mission being started and its student (read by the launch's effects when they run). */
interface LaunchTarget {
  userId: number;
  missionId: number;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

/** What the quest launch needs of a quest the student holds (the user quest list marks every one assigned). */
const launchQuestOf = (quest: CurrentUserQuest, user: UserInfo): LaunchQuest => ({
  questId: quest.questId,
  questName: quest.questName,
  isFree: false,
  isAssigned: quest.isAssigned,
  isOnTrial: quest.isOnTrial,
  viewedOn: user.viewedOn,
});

/**
 * The quest launch's effects for a mission's "Let's Start": the quest is already held, so it is made current, its
 * content list is loaded into the cache, a trial loads the mission's trial schedules, then the mission page opens
 * (learning-app.md §4: "Starting a quest after the start dialog goes to /task").
 */
function launchImplementations(
  { api, analytics }: AppServices,
  cacheContentList: (questId: number, list: unknown) => void,
  getTarget: () => LaunchTarget | null,
  goTo: (href: string) => void,
): QuestLaunchImplementations {
  return {
    actors: {
      claimFree: fromPromise(({ input }) =>
        api.call(storeEndpoints.assignQuest, {
          query: { UserId: getTarget()?.userId ?? 0, QuestId: input.questId },
        }),
      ),
      assignTrial: fromPromise(({ input }) =>
        api.call(storeEndpoints.assignTrialQuest, {
          query: { UserId: getTarget()?.userId ?? 0, QuestId: input.questId },
        }),
      ),
      setCurrentQuest: fromPromise(async () => {}),
      loadContent: fromPromise(async ({ input }) => {
        const list = await api.call(learningEndpoints.getContentList, { query: { QuestId: input.questId } });
        cacheContentList(input.questId, list);
      }),
      initTrialData: fromPromise(async () => {
        const target = getTarget();
        if (!target) return;
        await api.call(communityEndpoints.getTrialSchedules, {
          query: { UserId: target.userId, Missionid: target.missionId },
        });
      }),
    },
    actions: {
      trackQuestSelected: ({ context }) => {
        if (context.quest)
          analytics.questSelected({ questId: context.quest.questId, questName: context.quest.questName });
      },
      redirect: ({ context }) => {
        const target = getTarget();
        if (context.quest && target) goTo(missionHref(context.quest.questId, target.missionId));
      },
    },
  };
}

/**
 * The home dashboard (/home): the current quest (chosen in the address, else lastQuestAccessed, else the first held
 * quest), its missions with progress, the quest list and the student's info (ADR 0047). Mission clicks follow the
 * mission-click rule; a held quest's mission opens the mission-start dialog, whose "Let's Start" runs the quest
 * launch and opens /task. An expired trial keeps the missions locked and shows "Trial Expired". The coding
 * competition's prompt or the special mission's modal opens once per visit when due (ADR 0048, 0049), and the quest
 * header links to the learning tool (/nexool) of the current quest. The dialogs are their own chunk, loaded at idle
 * or when one must open (ADR 0122).
 */
export function Component() {
  const services = useServices();
  const { bridge, analytics } = services;
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { mutate } = useSWRConfig();
  const user = useCurrentUser();
  const quest = user.data ? pickCurrentQuest(user.data, search.get(QUEST_PARAM)) : null;
  const questId = quest?.questId;
  const contentList = useContentList(questId);
  const progress = useUserProgress(questId, user.data?.userId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const purchase = useBuyQuest();
  // Orders awaiting the bank, paid on any device (ADR 0109): shown until assigned; the quest list follows.
  const pendingOrders = usePendingOrders({ watch: true });

  const trialOver = Boolean(quest?.isTrialOver || contentList.data?.isTrialOver);
  // "Trial Expired" opens on arrival and whenever the student reaches for the content or Buy now; "Not now" only
  // closes the message, the missions stay locked while isTrialOver (learning-app.md §4 "Trial").
  const [trialDismissedFor, setTrialDismissedFor] = useState<number | null>(null);
  const trialDialogOpen = trialOver && questId !== undefined && trialDismissedFor !== questId;
  const reopenTrialDialog = () => setTrialDismissedFor(null);

  // The launch's effects are fixed when the machine is made; the mission being started is kept beside them.
  const [launcher] = useState(() => {
    let target: LaunchTarget | null = null;
    return {
      implementations: launchImplementations(
        services,
        (id, list) =>
          void mutate([learningEndpoints.getContentList.name, { query: { QuestId: id } }], list, {
            revalidate: false,
          }),
        () => target,
        (href) => void navigate(href),
      ),
      setTarget: (next: LaunchTarget) => {
        target = next;
      },
    };
  });
  const launch = useQuestLaunch(launcher.implementations);

  const openMission = (missionId: number) => {
    const mission = contentList.data?.missions.find((m) => m.missionId === missionId);
    if (!mission || !quest || !user.data) return;
    if (trialOver) {
      reopenTrialDialog();
      return;
    }
    const clickTarget = missionClickTarget(mission, { userName: user.data.userName });
    if ('external' in clickTarget) {
      bridge.openUrl(new URL(clickTarget.external, window.location.origin).href);
    } else if ('route' in clickTarget) {
      void navigate(
        clickTarget.route === '/task'
          ? missionHref(quest.questId, mission.missionId)
          : schedulesHref(quest.questId, mission.missionId),
      );
    } else {
      setDialog({ kind: 'missionStart', mission });
    }
  };

  const changeQuest = () => {
    const change = questChangeTarget(user.data?.user_type);
    if ('dialog' in change) setDialog({ kind: 'questSwitch' });
    else void navigate(paths.products.getHref());
  };

  const switchQuest = (id: number) => {
    const chosen = user.data?.userQuestList.find((q) => q.questId === id);
    if (chosen) analytics.questSelected({ questId: chosen.questId, questName: chosen.questName });
    setDialog(null);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(QUEST_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  };

  /** "Buy now": the quest goes into the cart at its catalogue price, then the cart opens (back to /home). */
  const buy = () => {
    if (!quest || !user.data) return;
    void purchase.buy(
      { questId: quest.questId, productId: quest.productId, userId: user.data.userId },
      paths.home.getHref(),
    );
  };

  const startMission = (mission: Mission) => {
    if (!quest || !user.data) return;
    launcher.setTarget({ userId: user.data.userId, missionId: mission.missionId });
    launch.launch(launchQuestOf(quest, user.data), true);
  };

  const closeMissionStart = () => {
    if (launch.busy) return;
    if (launch.step === 'failed') launch.closeDialog();
    setDialog(null);
  };

  // The mission cards are drawn in slices once the content list arrives (ADR 0135).
  const missions = useDeferredData(contentList);
  const missionsData = missions.data;
  const missionsState = !quest ? 'loaded' : missions.state;
  const learningToolHref = questId === undefined ? undefined : paths.nexool.getHref({ questId });
  return (
    <>
      <HomeDashboardView
        state={user.state}
        errorMessage={messageOf(user.error ?? contentList.error) ?? undefined}
        user={user.data ? userInfoOf(user.data) : undefined}
        quests={user.data ? questItems(user.data.userQuestList, questId) : []}
        currentQuest={quest ? currentQuestHeader(quest, progress.data, progress.state === 'loading') : null}
        missionsState={missionsState}
        missions={missionsData ? missionItems(missionsData, progress.data) : []}
        trialOver={trialOver}
        pendingPayment={pendingOrders.data?.orders.flatMap((order) => order.items.map((item) => item.name))}
        onRetry={user.retry}
        onRetryMissions={contentList.retry}
        onMissionOpen={openMission}
        onLockedMissionOpen={openMission}
        onChangeQuest={changeQuest}
        onBuy={reopenTrialDialog}
        learningToolHref={learningToolHref}
        onOpenLearningTool={(event) => {
          if (!learningToolHref) return;
          event.preventDefault();
          void navigate(learningToolHref);
        }}
      />
      <DashboardDialogs
        user={user.data}
        quest={quest}
        missions={contentList.data?.missions}
        dialog={dialog}
        trialDialogOpen={trialDialogOpen}
        starting={launch.busy || launch.step === 'launched'}
        startError={launch.dangerMessage}
        buying={purchase.buying}
        buyError={purchase.error}
        onStartMission={startMission}
        onCloseMissionStart={closeMissionStart}
        onSwitchQuest={switchQuest}
        onCloseQuestSwitch={() => setDialog(null)}
        onBuy={buy}
        onCloseTrial={() => {
          if (purchase.buying) return;
          setTrialDismissedFor(questId ?? null);
          purchase.clearError();
        }}
      />
    </>
  );
}
