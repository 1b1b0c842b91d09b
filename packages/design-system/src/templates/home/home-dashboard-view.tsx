import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { ErrorView } from '../../components/error-view';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { MainAsideLayout, PageColumn } from '../page-parts/layout';
import { DashboardNotices } from './dashboard-notices';
import {
  homeDashboardTexts,
  type HomeCurrentQuest,
  type HomeDataState,
  type HomeMissionItem,
  type HomeQuestItem,
  type HomeUserInfo,
} from './home-dashboard-model';
import { MissionGrid } from './home-dashboard-styles';
import { MissionList } from './mission-list';
import { QuestHeader } from './quest-header';
import { QuestListPanel } from './quest-list-panel';
import { UserInfoPanel } from './user-info-panel';

/** The dashboard's texts and data types, importable with the view. */
export * from './home-dashboard-model';

/** Props of {@link HomeDashboardView}. */
export interface HomeDashboardViewProps {
  /**
   * Content: what a payment awaiting the bank's confirmation buys (names), from any device (ADR 0109); shows
   * "Payment being confirmed" until it is assigned. Null or empty shows nothing.
   */
  pendingPayment?: readonly string[] | null;
  /** Behaviour: the state of the student and their quest list. `failed` shows the error and Retry. */
  state: HomeDataState;
  /** Content: the student (shown once `state` is `loaded`). */
  user?: HomeUserInfo;
  /** Content: the quests the student holds. Empty shows the "Quest assign: …" warning instead of missions. */
  quests?: HomeQuestItem[];
  /** Content: the quest shown, with its progress. */
  currentQuest?: HomeCurrentQuest | null;
  /** Behaviour: the state of the current quest's content list (the missions). */
  missionsState?: HomeDataState;
  /** Content: the missions of the current quest, in order. */
  missions?: HomeMissionItem[];
  /** Behaviour: the quest's trial is over: the missions are locked and the trial notice shows. */
  trialOver?: boolean;
  /** Content: the failure text of the student or the missions ('Please check your connection…' when left out). */
  errorMessage?: string;
  /** Accessibility: `div` inside the home shell's `main` (default); `main` when the view is the page. */
  as?: 'div' | 'main';
  /** Events: Try again after the student or quest list failed to load. */
  onRetry?: () => void;
  /** Events: Try again after the missions failed to load. */
  onRetryMissions?: () => void;
  /** Events: a mission card was pressed (click, Enter or Space); never while the trial is over. */
  onMissionOpen?: (missionId: number) => void;
  /** Events: a locked mission (the trial is over) was pressed: explain why ("Trial Expired"). Without it locked
   * missions are not buttons. */
  onLockedMissionOpen?: (missionId: number) => void;
  /** Events: "Change quest" (Spectrum users get the quest-switch dialog, others the catalogue). Hidden without it. */
  onChangeQuest?: () => void;
  /** Events: "Buy now" in the trial notice. Hidden without it. */
  onBuy?: () => void;
  /** Behaviour: the address of the external learning tool for the current quest ("Open learning tool" in the
   * quest header); hidden without it and while the trial is over. */
  learningToolHref?: string;
  /** Events: "Open learning tool" was followed (call `preventDefault()` to navigate inside the app). */
  onOpenLearningTool?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
}

/**
 * The home dashboard (/home): the current quest with its progress, its missions as cards with progress, the quest
 * list and the student's info. Phones show one column (quest, missions, quests, info); from the 960 px mobile
 * cutoff the quest list and the info move to a side column. An empty quest list shows the "Quest assign" warning;
 * an expired trial locks the missions behind the "Trial Expired" notice.
 */
export function HomeDashboardView({
  state,
  user,
  quests = [],
  currentQuest,
  missionsState = 'loaded',
  missions = [],
  trialOver = false,
  pendingPayment = null,
  errorMessage,
  as = 'div',
  onRetry,
  onRetryMissions,
  onMissionOpen,
  onLockedMissionOpen,
  onChangeQuest,
  onBuy,
  learningToolHref,
  onOpenLearningTool,
}: HomeDashboardViewProps) {
  const t = useTexts(homeDashboardTexts);
  const translate = useTranslate();
  if (state === 'loading') {
    return (
      <Root as={as}>
        <SkeletonGroup label={t.loading}>
          <MainAsideLayout>
            <PageColumn>
              <Skeleton variant="text" lines={2} />
              <MissionGrid as="div">
                <Skeleton variant="card" />
                <Skeleton variant="card" />
                <Skeleton variant="card" />
              </MissionGrid>
            </PageColumn>
            <PageColumn>
              <Skeleton variant="card" />
              <Skeleton variant="card" />
            </PageColumn>
          </MainAsideLayout>
        </SkeletonGroup>
      </Root>
    );
  }
  if (state === 'failed') {
    return (
      <Root as={as}>
        <ErrorView
          title={t.failedTitle}
          message={errorMessage !== undefined ? translate(errorMessage) : t.genericError}
          onRetry={onRetry}
          retryLabel={t.retry}
        />
      </Root>
    );
  }

  const hasQuests = quests.length > 0;
  return (
    <Root as={as}>
      <MainAsideLayout>
        <PageColumn>
          {hasQuests && currentQuest ? (
            <QuestHeader
              quest={currentQuest}
              learningToolHref={learningToolHref}
              trialOver={trialOver}
              onOpenLearningTool={onOpenLearningTool}
            />
          ) : (
            <h1 className="visually-hidden">
              {user ? translate(homeDashboardTexts.greeting, { firstName: user.firstName }) : t.missions}
            </h1>
          )}
          <DashboardNotices
            pendingPayment={pendingPayment}
            hasQuests={hasQuests}
            trialOver={trialOver}
            onBuy={onBuy}
          />
          {hasQuests && (
            <MissionList
              state={missionsState}
              missions={missions}
              locked={trialOver}
              errorMessage={errorMessage}
              onRetry={onRetryMissions}
              onOpen={onMissionOpen}
              onLockedOpen={onLockedMissionOpen}
            />
          )}
        </PageColumn>
        <PageColumn>
          {hasQuests && <QuestListPanel quests={quests} onChangeQuest={onChangeQuest} />}
          {user && <UserInfoPanel user={user} points={hasQuests ? currentQuest?.points : undefined} />}
        </PageColumn>
      </MainAsideLayout>
    </Root>
  );
}

const Root = styled.div`
  display: block;
  min-width: 0;
`;
