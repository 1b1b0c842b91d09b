import {
  MissionStartDialog,
  QuestSwitchDialog,
  TrialExpiredDialog,
  trialExpiredDialogTexts,
} from '@quest/design-system';
import type { CurrentUserQuest, Mission, UserInfo } from '@quest/api';
import { specialMissionOf } from '../competition/competition-visit';
import { HomeCompetitionDialogs } from '../competition/home-competition-dialogs';

/** The dialog the dashboard opened on request: a mission's start dialog or the quest switch. */
export type OpenDialog = { kind: 'missionStart'; mission: Mission } | { kind: 'questSwitch' } | null;

/** Props of {@link HomeDashboardDialogs}: what the dashboard knows and decides, and its answers to the dialogs. */
export interface HomeDashboardDialogsProps {
  /** The signed-in student, once loaded. */
  user: UserInfo | undefined;
  /** The current quest, once known. */
  quest: CurrentUserQuest | null;
  /** The current quest's missions, once its content list is loaded. */
  missions: Mission[] | undefined;
  /** The dialog opened on request (mission start, quest switch), or null. */
  dialog: OpenDialog;
  /** "Trial Expired" shows. */
  trialDialogOpen: boolean;
  /** The quest launch of "Let's Start" is running (or done, the mission page opening). */
  starting: boolean;
  /** The quest launch's failure, shown in the mission-start dialog. */
  startError: string | null;
  /** "Buy now" is putting the quest into the cart. */
  buying: boolean;
  /** Why "Buy now" failed. */
  buyError: string | null;
  onStartMission: (mission: Mission) => void;
  onCloseMissionStart: () => void;
  onSwitchQuest: (questId: number) => void;
  onCloseQuestSwitch: () => void;
  onBuy: () => void;
  onCloseTrial: () => void;
}

/**
 * The home dashboard's dialogs (ADR 0047–0049): the competition's prompt or the special mission's modal, a mission's
 * start dialog, the quest switch and "Trial Expired". Their own chunk: /home paints without them and loads them at
 * idle, or at once when one must open (ADR 0122).
 */
export function HomeDashboardDialogs({
  user,
  quest,
  missions,
  dialog,
  trialDialogOpen,
  starting,
  startError,
  buying,
  buyError,
  onStartMission,
  onCloseMissionStart,
  onSwitchQuest,
  onCloseQuestSwitch,
  onBuy,
  onCloseTrial,
}: HomeDashboardDialogsProps) {
  const questId = quest?.questId;
  return (
    <>
      <HomeCompetitionDialogs
        user={user}
        questId={questId}
        specialMission={specialMissionOf(missions)}
        otherDialogOpen={dialog !== null || trialDialogOpen}
      />
      {dialog?.kind === 'missionStart' && (
        <MissionStartDialog
          open
          displayName={dialog.mission.missionDisplayName}
          counts={{
            videos: dialog.mission.videoCount,
            tests: dialog.mission.testCount,
            activities: dialog.mission.activityCount,
            webContent: dialog.mission.webContentCount,
          }}
          totalTime={dialog.mission.totalTime}
          points={dialog.mission.points}
          description={dialog.mission.missionDescription}
          starting={starting}
          error={startError}
          onStart={() => onStartMission(dialog.mission)}
          onClose={onCloseMissionStart}
        />
      )}
      {dialog?.kind === 'questSwitch' && user && (
        <QuestSwitchDialog
          open
          quests={user.userQuestList.map((q) => ({
            questId: q.questId,
            questName: q.questName,
            note: q.isTrialOver ? trialExpiredDialogTexts.title : undefined,
          }))}
          currentQuestId={questId ?? null}
          onSelect={onSwitchQuest}
          onClose={onCloseQuestSwitch}
        />
      )}
      <TrialExpiredDialog
        open={trialDialogOpen}
        questName={quest?.questName}
        buying={buying}
        error={buyError}
        onBuy={onBuy}
        onClose={onCloseTrial}
      />
    </>
  );
}
