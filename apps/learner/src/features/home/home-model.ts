import type {
  BottomNavItemId,
  HomeCurrentQuest,
  HomeMissionItem,
  HomeQuestItem,
  HomeUserInfo,
} from '@quest/design-system';
import type { ContentList, CurrentUserQuest, Mission, UserInfo, UserProgress } from '@quest/api';
import { fullNameOf } from '../../data/current-user';
import { paths } from '../../routes/paths';

/** The bottom bar item of a /home path (the dashboard is Home; notifications belong to none). */
export function navItemOf(pathname: string): BottomNavItemId | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === paths.home.path) return 'home';
  if (path === paths.homeDashboard.path) return 'progress';
  if (path === paths.homeConnect.path) return 'live';
  if (path === paths.homeQuerybox.path) return 'queryBox';
  if (path === paths.homeProfile.path) return 'profile';
  return undefined;
}

export const bottomNavHrefs = {
  home: paths.home.getHref(),
  progress: paths.homeDashboard.getHref(),
  live: paths.homeConnect.getHref(),
  queryBox: paths.homeQuerybox.getHref(),
  profile: paths.homeProfile.getHref(),
};

/** Videos + tests + activities + web content (learning-app.md §2, the mission-start dialog's task count). */
export const missionTaskCount = (
  mission: Pick<Mission, 'videoCount' | 'testCount' | 'activityCount' | 'webContentCount'>,
) => mission.videoCount + mission.testCount + mission.activityCount + mission.webContentCount;

/** The mission cards: the content list's missions with the progress call's completion when it has loaded. */
export function missionItems(list: ContentList, progress: UserProgress | undefined): HomeMissionItem[] {
  const completion = new Map(progress?.missions.map((m) => [m.missionId, m.progress]));
  return list.missions.map((mission) => ({
    missionId: mission.missionId,
    name: mission.missionDisplayName,
    progress: completion.get(mission.missionId) ?? mission.progress,
    points: mission.points,
    taskCount: missionTaskCount(mission),
    totalTimeSeconds: mission.totalTime,
    hasOnlineSession: mission.hasOnlineSession,
  }));
}

export function questItems(
  list: readonly CurrentUserQuest[],
  currentId: number | undefined,
): HomeQuestItem[] {
  return list.map((quest) => ({
    questId: quest.questId,
    name: quest.questName,
    current: quest.questId === currentId,
    onTrial: quest.isOnTrial && !quest.isTrialOver,
    trialOver: quest.isTrialOver,
  }));
}

export function currentQuestHeader(
  quest: CurrentUserQuest,
  progress: UserProgress | undefined,
  progressLoading = false,
): HomeCurrentQuest {
  return {
    name: quest.questName,
    progress: progress?.quest.progress,
    points: progress?.quest.points,
    // QuestHeader keeps the room only while nothing of the progress is known (ADR 0138).
    progressLoading,
  };
}

export function userInfoOf(user: UserInfo): HomeUserInfo {
  return {
    firstName: user.firstName,
    fullName: fullNameOf(user),
    avatarSrc: user.profilePic,
    schoolName: user.schoolName || undefined,
    cityName: user.cityName || undefined,
  };
}

/** The mission page's address for a mission of a quest (ADR 0047: the quest and mission travel in the query). */
export const missionHref = (questId: number, missionId: number) => paths.task.getHref({ questId, missionId });

/** The schedules page's address for an online-session mission. */
export const schedulesHref = (questId: number, missionId: number) =>
  paths.missionsSchedules.getHref({ questId, missionId });
