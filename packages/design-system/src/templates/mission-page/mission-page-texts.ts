import type { ContentType } from '../../components/content-card';
import { lockedTexts } from '../../components/locked-notice/locked-texts';

/** Texts of the mission page (learning-app.md §2 "Mission page", "Operation / task / topic page"). */
export const missionPageTexts = {
  back: 'Back',
  counts: 'Mission contents',
  /** The counts' pills (ICU plurals; `<0>` holds the number, shown in bold): "3 Videos", "1 Test". */
  videos: '{count, plural, one {<0>#</0> Video} other {<0>#</0> Videos}}',
  tests: '{count, plural, one {<0>#</0> Test} other {<0>#</0> Tests}}',
  webContent: '{count, plural, other {<0>#</0> Web content}}',
  activities: '{count, plural, one {<0>#</0> Activity} other {<0>#</0> Activities}}',
  operations: 'Operations',
  current: 'Current',
  /** The name of an operation's progress bar. */
  operationProgress: '{name} progress',
  topics: 'Topics',
  /** A topic's list of contents is named with the topic: "Fractions: Contents". */
  contents: '{topic}: Contents',
  introduction: 'Introduction',
  locked: 'Locked',
  noData: 'No data available',
  loading: 'Loading the mission…',
  failedTitle: 'Could not load the mission',
  genericError: 'Please check your connection and try again.',
  retry: 'Try again',
  trialTitle: lockedTexts.trialTitle,
  trialMessage: lockedTexts.trialMessage,
  buyNow: lockedTexts.buyNow,
} as const;

/** The three states of a data area (learning-app.md §4 "Data areas"). */
export type MissionPageState = 'loading' | 'loaded' | 'failed';

/** The mission's content counts, shown in the header. */
export interface MissionContentCounts {
  videos: number;
  tests: number;
  webContent: number;
  activities: number;
}

/** An operation of the mission, as the operations list shows it. */
export interface MissionOperationItem {
  operationId: number;
  /** The operation display name. */
  name: string;
  /** Its image; a default tile shows without one. */
  imageUrl?: string | null;
  /** The student's completion in percent (0–100). */
  progress: number;
  /** The operation whose topics show. */
  current?: boolean;
}

/** A content item of a topic section, as its card shows it. */
export interface MissionContentItem {
  contentId: number;
  /** The content display name. */
  name: string;
  /** The kind, which picks the default image. */
  contentType: ContentType;
  imageUrl?: string | null;
  /** Seconds. */
  durationSeconds: number;
  points: number;
  /** Opened at least once (access count above 0). */
  completed?: boolean;
  /** Cannot be opened (its kind is locked for the location, or the trial is over). */
  locked?: boolean;
}

/** One accordion entry of the current operation: its introduction or one of its tasks. */
export interface MissionTopicSection {
  /** Identifies the entry (`intro`, `task-<taskId>`). */
  id: string;
  /** "Introduction" or the task display name. */
  title: string;
  /** The entry cannot be opened (the lock map keyed by heading). */
  locked?: boolean;
  contents: MissionContentItem[];
}
