import { lockedTexts } from '../../components/locked-notice/locked-texts';

/** Texts of the home dashboard (learning-app.md §2 "Home shell"; the empty-quest warning is the spec's). */
export const homeDashboardTexts = {
  emptyQuests: "Quest assign: Your next year's quest will be assigned soon.",
  /** Not in the spec (ADR 0109): an order paid on any device that the bank has not confirmed yet. */
  pendingPaymentTitle: 'Payment being confirmed',
  /** ICU: `{items}` is the names of what the payment buys, joined with ", ". */
  pendingPayment:
    "Your payment for {items} is being confirmed. We'll assign it as soon as the bank confirms.",
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
  /** ICU: the points earned in the current quest, in the "Your info" panel. */
  pointsValue: 'Points: {points}',
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
  /** ICU: the hidden page heading of a student without quests. */
  greeting: 'Hi, {firstName}',
  /** ICU: a mission card's progress bar. */
  missionProgress: '{name} progress',
  /** ICU: a mission card's task count. */
  taskCount: '{count, plural, one {# task} other {# tasks}}',
  /** A mission card's facts, each already in the active language: "9 tasks · 01:16:00 · 90 Points". */
  missionFacts: '{tasks} · {duration} · {points}',
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
  /**
   * The progress is loading: the header keeps the room of the bar and the points, so the missions below do not
   * move down when they arrive (a layout shift, ADR 0138).
   */
  progressLoading?: boolean;
}
