import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Icon } from '../../components/icon';
import { Link } from '../../components/link';
import { lockedTexts } from '../../components/locked-notice/locked-texts';
import { ProgressBar } from '../../components/progress-bar';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { formatCount, formatDuration, formatPoints } from '../../format';
import { media, tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';
import { MainAsideLayout, PageColumn } from '../page-parts/layout';
import { wrapWords } from '../../internal/text-wrap';

/** Texts of the home dashboard (learning-app.md §2 "Home shell"; the empty-quest warning is the spec's). */
export const homeDashboardTexts = {
  emptyQuests: "Quest assign: Your next year's quest will be assigned soon.",
  /** Not in the spec (ADR 0109): an order paid on any device that the bank has not confirmed yet. */
  pendingPaymentTitle: 'Payment being confirmed',
  pendingPayment: (items: string) =>
    `Your payment for ${items} is being confirmed. We'll assign it as soon as the bank confirms.`,
  trialTitle: lockedTexts.trialTitle,
  trialMessage: lockedTexts.trialMessage,
  buyNow: lockedTexts.buyNow,
  missions: 'Missions',
  quests: 'Your quests',
  changeQuest: 'Change quest',
  current: 'Current',
  onTrial: 'Trial',
  trialOver: 'Trial over',
  userInfo: 'Your info',
  points: 'Points',
  questProgress: 'Quest progress',
  locked: 'Locked',
  liveSession: 'Live sessions',
  loading: 'Loading your home…',
  loadingMissions: 'Loading missions…',
  failedTitle: 'Could not load your home',
  failedMissionsTitle: 'Could not load the missions',
  retry: 'Try again',
  genericError: 'Please check your connection and try again.',
  noMissions: 'No data available',
  learningTool: 'Open learning tool',
} as const;

/** The three states of a data area (learning-app.md §4 "Data areas"). */
export type HomeDataState = 'loading' | 'loaded' | 'failed';

/** A quest the student holds, in the quest list. */
export interface HomeQuestItem {
  questId: number;
  name: string;
  /** The quest the dashboard shows. */
  current?: boolean;
  /** On a trial that has not ended. */
  onTrial?: boolean;
  /** The trial has ended and the quest was not bought. */
  trialOver?: boolean;
}

/** A mission of the current quest, as its card shows it. */
export interface HomeMissionItem {
  missionId: number;
  /** The mission display name. */
  name: string;
  /** The student's completion in percent (0–100). */
  progress: number;
  /** The points the mission can earn. */
  points: number;
  /** Videos + tests + activities + web content. */
  taskCount: number;
  /** Seconds, the sum of its contents' times. */
  totalTimeSeconds: number;
  /** Runs as live online sessions (opens the schedules or the coding site instead of the mission page). */
  hasOnlineSession?: boolean;
}

/** The student, as the user-info panel shows them. */
export interface HomeUserInfo {
  firstName: string;
  /** First and last name; gives the avatar's initials. */
  fullName: string;
  /** The profile picture's address; initials show without one. */
  avatarSrc?: string | null;
  /** School, shown under the name. */
  schoolName?: string;
  /** City, shown after the school. */
  cityName?: string;
}

/** The current quest's header. */
export interface HomeCurrentQuest {
  name: string;
  /** Quest completion in percent (0–100); leave it out while the progress loads. */
  progress?: number;
  /** Points earned in the quest; leave it out while the progress loads. */
  points?: number;
}

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
  const t = homeDashboardTexts;
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
          message={errorMessage ?? t.genericError}
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
            <QuestHeader>
              <QuestName>{currentQuest.name}</QuestName>
              {currentQuest.progress !== undefined && (
                <ProgressBar value={currentQuest.progress} label={t.questProgress} showLabel showValue />
              )}
              {currentQuest.points !== undefined && (
                <Points>
                  <Icon name="star" />
                  {formatPoints(currentQuest.points)}
                </Points>
              )}
              {learningToolHref && !trialOver && (
                <ToolLink href={learningToolHref} onClick={onOpenLearningTool}>
                  <Icon name="content-web" />
                  {t.learningTool}
                </ToolLink>
              )}
            </QuestHeader>
          ) : (
            <h1 className="visually-hidden">{user ? `Hi, ${user.firstName}` : t.missions}</h1>
          )}
          {pendingPayment && pendingPayment.length > 0 ? (
            <Banner
              type="info"
              title={t.pendingPaymentTitle}
              message={t.pendingPayment(pendingPayment.join(', '))}
            />
          ) : null}
          {!hasQuests && <Banner type="warning" message={t.emptyQuests} />}
          {hasQuests && trialOver && (
            <Banner
              type="error"
              title={t.trialTitle}
              message={t.trialMessage}
              action={
                onBuy ? (
                  <Button variant="primary" size="sm" onClick={onBuy}>
                    {t.buyNow}
                  </Button>
                ) : undefined
              }
            />
          )}
          {hasQuests && (
            <Section>
              <SectionTitle>{t.missions}</SectionTitle>
              <Missions
                state={missionsState}
                missions={missions}
                locked={trialOver}
                errorMessage={errorMessage}
                onRetry={onRetryMissions}
                onOpen={onMissionOpen}
                onLockedOpen={onLockedMissionOpen}
              />
            </Section>
          )}
        </PageColumn>
        <PageColumn>
          {hasQuests && (
            <Panel>
              <SectionTitle>{t.quests}</SectionTitle>
              <QuestList aria-label={t.quests}>
                {quests.map((quest) => (
                  <QuestRow key={quest.questId} aria-current={quest.current ? 'true' : undefined}>
                    <QuestRowName>{quest.name}</QuestRowName>
                    {quest.current && <Status data-tone="current">{t.current}</Status>}
                    {quest.trialOver ? (
                      <Status data-tone="over">{t.trialOver}</Status>
                    ) : quest.onTrial ? (
                      <Status data-tone="trial">{t.onTrial}</Status>
                    ) : null}
                  </QuestRow>
                ))}
              </QuestList>
              {onChangeQuest && (
                <Button variant="secondary" fullWidth onClick={onChangeQuest}>
                  {t.changeQuest}
                </Button>
              )}
            </Panel>
          )}
          {user && (
            <Panel>
              <SectionTitle>{t.userInfo}</SectionTitle>
              <UserRow>
                <Avatar name={user.fullName} src={user.avatarSrc} size="lg" decorative />
                <UserText>
                  <UserName>{user.fullName}</UserName>
                  {(user.schoolName || user.cityName) && (
                    <UserDetail>{[user.schoolName, user.cityName].filter(Boolean).join(', ')}</UserDetail>
                  )}
                  {hasQuests && currentQuest?.points !== undefined && (
                    <UserDetail>
                      {t.points}: {currentQuest.points}
                    </UserDetail>
                  )}
                </UserText>
              </UserRow>
            </Panel>
          )}
        </PageColumn>
      </MainAsideLayout>
    </Root>
  );
}

function Missions({
  state,
  missions,
  locked,
  errorMessage,
  onRetry,
  onOpen,
  onLockedOpen,
}: {
  state: HomeDataState;
  missions: HomeMissionItem[];
  locked: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  onOpen?: (missionId: number) => void;
  onLockedOpen?: (missionId: number) => void;
}) {
  const t = homeDashboardTexts;
  const press = locked ? onLockedOpen : onOpen;
  if (state === 'loading') {
    return (
      <SkeletonGroup label={t.loadingMissions}>
        <MissionGrid as="div">
          <Skeleton variant="card" />
          <Skeleton variant="card" />
          <Skeleton variant="card" />
        </MissionGrid>
      </SkeletonGroup>
    );
  }
  if (state === 'failed') {
    return (
      <ErrorView
        headingLevel={2}
        title={t.failedMissionsTitle}
        message={errorMessage ?? t.genericError}
        onRetry={onRetry}
        retryLabel={t.retry}
      />
    );
  }
  if (missions.length === 0) return <Empty>{t.noMissions}</Empty>;
  return (
    <MissionGrid aria-label={t.missions}>
      {missions.map((mission) => (
        <li key={mission.missionId}>
          <MissionCard
            title={mission.name}
            titleLines={2}
            subtitle={`${formatCount(mission.taskCount, 'task', 'tasks')} · ${formatDuration(mission.totalTimeSeconds)} · ${formatPoints(mission.points)}`}
            headerEnd={
              locked ? (
                <LockMark role="img" aria-label={t.locked}>
                  <Icon name="lock" />
                </LockMark>
              ) : mission.hasOnlineSession ? (
                <LiveMark role="img" aria-label={t.liveSession}>
                  <Icon name="live" />
                </LiveMark>
              ) : undefined
            }
            onClick={press ? () => press(mission.missionId) : undefined}
          >
            <ProgressBar value={mission.progress} label={`${mission.name} progress`} showValue />
          </MissionCard>
        </li>
      ))}
    </MissionGrid>
  );
}

const Root = styled.div`
  display: block;
  min-width: 0;
`;

const QuestHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
`;

const ToolLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${tokens.space[2]};
  min-height: 44px;
`;

const QuestName = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}

  ${media.desktop} {
    font-size: ${tokens.font.size['2xl']};
  }
`;

const Points = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  margin: 0;
  font-weight: ${tokens.font.weight.bold};
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
`;

const MissionGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
    min-width: 0;
  }
`;

const MissionCard = styled(Card)`
  flex: 1;
`;

const LockMark = styled.span`
  display: inline-flex;
  color: ${tokens.color.text.secondary};
`;

const LiveMark = styled.span`
  display: inline-flex;
  color: ${tokens.color.text.link};
`;

const Empty = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  min-width: 0;
`;

const QuestList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const QuestRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.sunken};

  &[aria-current='true'] {
    outline: ${tokens.borderWidth.thick} solid ${tokens.color.text.link};
    outline-offset: -${tokens.borderWidth.thick};
  }
`;

const QuestRowName = styled.span`
  flex: 1 1 8rem;
  min-width: 0;
  font-weight: ${tokens.font.weight.medium};
  ${wrapWords}
`;

const Status = styled.span`
  padding: 2px ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};

  &[data-tone='current'] {
    background-color: ${tokens.color.feedback.info.background};
    color: ${tokens.color.feedback.info.text};
  }

  &[data-tone='trial'] {
    background-color: ${tokens.color.feedback.warning.background};
    color: ${tokens.color.feedback.warning.text};
  }

  &[data-tone='over'] {
    background-color: ${tokens.color.feedback.error.background};
    color: ${tokens.color.feedback.error.text};
  }
`;

const UserRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const UserText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const UserName = styled.p`
  margin: 0;
  font-weight: ${tokens.font.weight.bold};
  ${wrapWords}
`;

const UserDetail = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  overflow-wrap: anywhere;
`;
