/**
 * Sample data of the home dashboard's stories (Templates/Home Dashboard, its panels and the home shell). Stories
 * only; not exported from the package index.
 */
import type {
  HomeCurrentQuest,
  HomeDataState,
  HomeMissionItem,
  HomeQuestItem,
  HomeUserInfo,
} from './home-dashboard-model';

/** The signed-in student. */
export const sampleUser: HomeUserInfo = {
  firstName: 'Aarav',
  fullName: 'Aarav Sharma',
  schoolName: 'Delhi Public School, R.K. Puram',
  cityName: 'New Delhi',
};

/** One quest, the current one. */
export const sampleQuests: HomeQuestItem[] = [
  { questId: 101, name: 'Grade 6 Explorer Quest', current: true },
];

/** The current quest with its progress and points. */
export const sampleCurrentQuest: HomeCurrentQuest = {
  name: 'Grade 6 Explorer Quest',
  progress: 35.29,
  points: 60,
};

/** The learning tool's address for quest 101. */
export const sampleLearningToolHref = '/nexool?questId=101';

/** The current quest's missions: two subjects, a live lab and a coding club. */
export const sampleMissions: HomeMissionItem[] = [
  { missionId: 1011, name: 'Mathematics', progress: 55.56, points: 90, taskCount: 9, totalTimeSeconds: 4560 },
  { missionId: 1012, name: 'Science', progress: 20, points: 70, taskCount: 6, totalTimeSeconds: 3300 },
  {
    missionId: 1013,
    name: 'Live Science Lab',
    progress: 0,
    points: 20,
    taskCount: 2,
    totalTimeSeconds: 900,
    hasOnlineSession: true,
  },
  { missionId: 1015, name: 'Go Coderz', progress: 0, points: 25, taskCount: 2, totalTimeSeconds: 1440 },
];

/** The `state` / `missionsState` control (loading, loaded, failed). */
export const dataStateArgType = {
  control: 'inline-radio',
  options: ['loading', 'loaded', 'failed'] satisfies HomeDataState[],
  table: { category: 'Behaviour' },
} as const;
