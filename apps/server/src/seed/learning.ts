import type { ContentTypeCode } from '@quest/api';
import type { AppDeps } from '../deps.ts';
import { istTimestamp, recordContentAccess } from '../areas/learning/content-access.ts';
import { CONTENT_ORIGIN_PREFIX } from '../areas/learning/content-list.ts';
import { setRating } from '../areas/learning/rating.ts';
import type { Db } from '../db.ts';
import { demo } from './ids.ts';
import type { Seeder } from './seeder.ts';
import { learningIds } from './learning-ids.ts';

const { quests, users, tests, locations } = demo;
const { missions: M, operations: O, tasks: T, contents: C } = learningIds;

const DAY = 24 * 60 * 60_000;
const image = (name: string) => `/media/images/${name}.svg`;

// ---------------------------------------------------------------------------------------------------------------
// Quests (rows in the shared `quests` table; the store area shows them in its catalogues)
// ---------------------------------------------------------------------------------------------------------------

interface SeedQuest {
  id: number;
  name: string;
  description: string;
  price: number;
  isFree?: boolean;
  /** null counts as online (store-and-assessment.md §3). */
  isOnline: boolean | null;
  freeDuration?: number;
  formUrl?: string;
  /** Grade numbers; matched against the grades the identity seeder created. */
  grades: number[];
  tagValue?: string;
  tagColor?: string;
}

const questRows: SeedQuest[] = [
  {
    id: quests.grade6,
    name: 'Grade 6 Explorer Quest',
    description:
      '<p>A full year of <strong>Grade 6</strong> learning: Mathematics and Science in short videos, notes, ' +
      'activities and tests, plus a <em>Live Science Lab</em>, coding missions and the Go Coderz competition.</p>' +
      '<ul><li>40+ hours of content</li><li>Chapter tests with explanations</li><li>Live lab sessions</li></ul>',
    // One price per thing (ADR 0112): what Grade 6 Explorer (product 201) sells it for.
    price: 1199,
    isOnline: true,
    grades: [6],
    tagValue: 'Bestseller',
    tagColor: '#E65100',
  },
  {
    id: quests.spectrum,
    name: 'Spectrum Olympiad Prep',
    description:
      '<p>Prepare for Maths and Science Olympiads with number puzzles, everyday science and timed practice ' +
      'tests.</p>',
    // One price per thing (ADR 0112): what Spectrum Olympiad Prep (product 202) sells it for.
    price: 899,
    isOnline: true,
    grades: [6, 7],
  },
  {
    id: quests.grade7Trial,
    name: 'Grade 7 Science Quest',
    description:
      '<p>Grade 7 Science made visual: nutrition in plants, photosynthesis and more. ' +
      '<strong>Try it free for 7 days.</strong></p>',
    price: 899,
    isOnline: true,
    freeDuration: 7,
    grades: [7],
    tagValue: 'New',
    tagColor: '#2E7D32',
  },
  {
    id: quests.freeStarter,
    name: 'Starter Quest: Learning to Learn',
    description: '<p>A free quest that shows how Quest works: videos, notes, points and progress.</p>',
    price: 0,
    isFree: true,
    isOnline: true,
    grades: [6, 7, 8],
    tagValue: 'Free',
    tagColor: '#1565C0',
  },
  {
    id: quests.mathsBooster,
    name: 'Maths Booster',
    description: '<p>Speed tricks for multiplication and mental maths, with a game to practise them.</p>',
    // One price per thing (ADR 0112): what the Maths Booster product (205) sells it for (was ₹499 here, issue 23).
    price: 449,
    // left null on purpose: it counts as online
    isOnline: null,
    grades: [6, 7],
    tagValue: 'Popular',
    // not a hex colour on purpose: the app falls back to its default tag colour
    tagColor: 'blue-ish',
  },
  {
    id: quests.offlineWorkshop,
    name: 'Robotics Weekend Workshop',
    description:
      '<p>A hands-on robotics workshop at our Pune centre over two weekends. Register your interest and we ' +
      'will call you back.</p>',
    price: 2499,
    isOnline: false,
    formUrl: 'https://example.org/quest/robotics-workshop-interest',
    grades: [6, 7, 8],
    tagValue: 'Offline',
    tagColor: '#6A1B9A',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Missions, operations, tasks and contents
// ---------------------------------------------------------------------------------------------------------------

interface SeedContent {
  id: number;
  type: ContentTypeCode;
  name: string;
  /** Seconds. */
  time: number;
  points: number;
  /** Omitted: an introduction content of the operation. */
  task?: number;
  testCode?: string;
  file?: string;
  html?: string;
  /** Videos: [seconds, text] bookmarks. */
  markers?: [number, string][];
}

interface SeedOperation {
  id: number;
  name: string;
  tasks: { id: number; name: string }[];
  contents: SeedContent[];
}

interface SeedMission {
  id: number;
  questId: number;
  name: string;
  displayName: string;
  description: string;
  isAcademic?: boolean;
  hasOnlineSession?: boolean;
  operations: SeedOperation[];
}

const missionRows: SeedMission[] = [
  {
    id: M.maths,
    questId: quests.grade6,
    name: 'MATHEMATICS',
    displayName: 'Mathematics',
    description:
      '<p>Fractions and decimals through pizzas, money and measurements. Watch, read, play and then test ' +
      'yourself.</p>',
    operations: [
      {
        id: O.fractions,
        name: 'Fractions',
        tasks: [
          { id: T.understandingFractions, name: 'Understanding Fractions' },
          { id: T.practiceFractions, name: 'Practice Fractions' },
        ],
        contents: [
          {
            id: C.fractionsIntro,
            type: '01',
            name: 'Introduction to Fractions',
            time: 420,
            points: 10,
            markers: [
              [35, 'What is a whole?'],
              [180, 'Parts of a whole'],
              [360, 'Fractions around us'],
            ],
          },
          {
            id: C.whatIsAFraction,
            type: '02',
            name: 'What is a Fraction? Numerator and Denominator',
            time: 360,
            points: 10,
            task: T.understandingFractions,
            // A video with a test after it: the player's test button opens /instruction (ADR 0053).
            testCode: tests.fractions,
            markers: [
              [20, 'Numerator'],
              [140, 'Denominator'],
              [300, 'Reading fractions aloud'],
            ],
          },
          {
            id: C.fractionsNotes,
            type: '04',
            name: 'Fractions: Chapter Notes',
            time: 600,
            points: 5,
            task: T.understandingFractions,
          },
          {
            id: C.fractionsAtAGlance,
            type: '06',
            name: 'Fractions at a Glance',
            time: 180,
            points: 5,
            task: T.understandingFractions,
            html:
              '<h2>Fractions at a glance</h2><p>A fraction names a part of a whole: <strong>3/4</strong> means ' +
              '3 of 4 equal parts.</p><ul><li><em>Proper</em>: numerator smaller than denominator (2/5)</li>' +
              '<li><em>Improper</em>: numerator larger (7/4)</li><li><em>Mixed</em>: a whole and a part ' +
              '(1 3/4)</li></ul>',
          },
          {
            id: C.fractionsTest,
            type: '08',
            name: 'Fractions Chapter Test',
            time: 1200,
            points: 20,
            task: T.practiceFractions,
            testCode: tests.fractions,
          },
          {
            id: C.fractionPizza,
            type: '10',
            name: 'Fraction Pizza Builder',
            time: 600,
            points: 15,
            task: T.practiceFractions,
          },
        ],
      },
      {
        id: O.decimals,
        name: 'Decimals',
        tasks: [{ id: T.decimalsInDailyLife, name: 'Decimals in Daily Life' }],
        contents: [
          {
            id: C.decimalsAroundUs,
            type: '03',
            name: 'Decimals Around Us: Money and Measures',
            time: 480,
            points: 10,
            task: T.decimalsInDailyLife,
            markers: [
              [45, 'Rupees and paise'],
              [210, 'Tenths and hundredths'],
              [420, 'Comparing decimals'],
            ],
          },
          {
            id: C.decimalsWorksheet,
            type: '05',
            name: 'Decimals Worksheet (protected PDF)',
            time: 600,
            points: 5,
            task: T.decimalsInDailyLife,
            file: '/media/pdf/protected.pdf',
          },
          {
            id: C.decimalsQuickCheck,
            type: '09',
            name: 'Quick Check: Decimals',
            time: 120,
            points: 10,
            task: T.decimalsInDailyLife,
            testCode: tests.quick,
          },
        ],
      },
    ],
  },
  {
    id: M.science,
    questId: quests.grade6,
    name: 'SCIENCE',
    displayName: 'Science',
    description:
      '<p>Living organisms and their habitats, light and shadows: explore, read and experiment.</p>',
    operations: [
      {
        id: O.livingOrganisms,
        name: 'Living Organisms and Their Surroundings',
        tasks: [
          { id: T.habitats, name: 'Habitats' },
          { id: T.checkUnderstanding, name: 'Check Your Understanding' },
        ],
        contents: [
          {
            id: C.livingOrganismsIntro,
            type: '01',
            name: 'Introduction to Living Organisms',
            time: 400,
            points: 10,
            markers: [
              [30, 'Living and non-living'],
              [150, 'Characteristics of life'],
              [330, 'Adaptation'],
            ],
          },
          {
            id: C.habitatsOfTheWorld,
            type: '07',
            name: 'Habitats of the World',
            time: 300,
            points: 5,
            task: T.habitats,
          },
          {
            id: C.habitatsNotes,
            type: '04',
            name: 'Habitats: Chapter Notes',
            time: 480,
            points: 5,
            task: T.habitats,
          },
          {
            id: C.scienceTest,
            type: '09',
            // Names its paper (test name "Science: Our Surroundings"), as every test content does (ADR 0117).
            name: 'Science: Our Surroundings — Chapter Test',
            time: 900,
            points: 20,
            task: T.checkUnderstanding,
            testCode: tests.science,
          },
        ],
      },
      {
        id: O.light,
        name: 'Light, Shadows and Reflections',
        tasks: [{ id: T.shadows, name: 'Shadows' }],
        contents: [
          {
            id: C.howShadowsForm,
            type: '01',
            name: 'How Shadows Form',
            time: 360,
            points: 10,
            task: T.shadows,
            markers: [
              [25, 'Light travels in straight lines'],
              [160, 'Opaque, transparent, translucent'],
              [300, 'Pinhole camera'],
            ],
          },
          {
            id: C.shadowPlay,
            type: '10',
            name: 'Shadow Play Activity',
            time: 600,
            points: 15,
            task: T.shadows,
          },
        ],
      },
    ],
  },
  {
    id: M.liveScienceLab,
    questId: quests.grade6,
    name: 'LIVE_SCIENCE_LAB',
    displayName: 'Live Science Lab',
    hasOnlineSession: true,
    description:
      '<p>Weekly live experiments with a science teacher. Join from your phone or watch the recording.</p>',
    operations: [
      {
        id: O.magnetsLab,
        name: 'Lab Session: Magnets',
        tasks: [],
        contents: [
          {
            id: C.magnetsLabRecap,
            type: '02',
            name: 'Magnets Lab: Session Recap',
            time: 540,
            points: 10,
            markers: [
              [40, 'Poles of a magnet'],
              [240, 'Attraction and repulsion'],
              [480, 'Making a compass'],
            ],
          },
          {
            id: C.labSafetyRules,
            type: '06',
            name: 'Lab Safety Rules',
            time: 120,
            points: 5,
            html:
              '<h2>Lab safety rules</h2><ol><li>Wear your lab coat and goggles.</li><li>Never taste or smell ' +
              'chemicals directly.</li><li>Keep magnets away from phones and cards.</li><li>Tell your teacher ' +
              'about any spill at once.</li></ol>',
          },
        ],
      },
    ],
  },
  {
    id: M.coding,
    questId: quests.grade6,
    name: 'CODING',
    displayName: 'CODING',
    isAcademic: false,
    hasOnlineSession: true,
    description: '<p>Block coding on our partner coding site: sequences, loops and your first game.</p>',
    operations: [
      {
        id: O.blockCoding,
        name: 'Block Coding Basics',
        tasks: [{ id: T.sequencesAndLoops, name: 'Sequences and Loops' }],
        contents: [
          {
            id: C.sequencesAndLoops,
            type: '01',
            name: 'Sequences and Loops',
            time: 420,
            points: 10,
            task: T.sequencesAndLoops,
            markers: [
              [30, 'What is a sequence?'],
              [200, 'Repeat blocks'],
              [390, 'Debugging'],
            ],
          },
          {
            id: C.mazeRunner,
            type: '10',
            name: 'Maze Runner Activity',
            time: 600,
            points: 15,
            task: T.sequencesAndLoops,
          },
        ],
      },
    ],
  },
  {
    id: M.goCoderz,
    questId: quests.grade6,
    name: 'GO_CODERZ',
    displayName: 'Go Coderz',
    isAcademic: false,
    description:
      '<p>The national coding competition for school students, and a masterclass to help you build your ' +
      'entry.</p>',
    operations: [
      {
        id: O.codingCompetition,
        name: 'National Coding Competition',
        tasks: [],
        contents: [
          {
            id: C.competitionRules,
            type: '07',
            name: 'Competition Rules and Timeline',
            time: 240,
            points: 5,
          },
        ],
      },
      {
        id: O.masterclass,
        name: 'Coding Masterclass',
        tasks: [{ id: T.masterclassVideos, name: 'Masterclass Videos' }],
        contents: [
          {
            id: C.masterclassGame,
            type: '03',
            name: 'Masterclass: Building a Game',
            time: 900,
            points: 10,
            task: T.masterclassVideos,
            markers: [
              [60, 'Planning the game'],
              [420, 'Scoring'],
              [840, 'Sharing your entry'],
            ],
          },
        ],
      },
    ],
  },
  // Spectrum Olympiad Prep
  {
    id: M.spectrumMaths,
    questId: quests.spectrum,
    name: 'OLYMPIAD_MATHS',
    displayName: 'Olympiad Maths',
    description: '<p>Number puzzles and logical reasoning for the Maths Olympiad.</p>',
    operations: [
      {
        id: O.numberPuzzles,
        name: 'Number Puzzles',
        tasks: [{ id: T.puzzlePractice, name: 'Puzzle Practice' }],
        contents: [
          {
            id: C.numberPuzzlesIntro,
            type: '01',
            name: 'Number Puzzles: Patterns and Tricks',
            time: 450,
            points: 10,
            markers: [
              [30, 'Number patterns'],
              [200, 'Magic squares'],
              [400, 'Olympiad tips'],
            ],
          },
          {
            id: C.puzzleSheet,
            type: '04',
            name: 'Puzzle Sheet',
            time: 600,
            points: 5,
            task: T.puzzlePractice,
          },
          {
            id: C.puzzleTest,
            type: '08',
            name: 'Olympiad Practice Test: Fractions',
            time: 1200,
            points: 20,
            task: T.puzzlePractice,
            testCode: tests.fractions,
          },
        ],
      },
    ],
  },
  {
    id: M.spectrumScience,
    questId: quests.spectrum,
    name: 'OLYMPIAD_SCIENCE',
    displayName: 'Olympiad Science',
    description: '<p>Everyday science questions the way the Olympiad asks them.</p>',
    operations: [
      {
        id: O.everydayScience,
        name: 'Everyday Science',
        tasks: [{ id: T.scienceAroundUs, name: 'Science Around Us' }],
        contents: [
          {
            id: C.everydayScienceVideo,
            type: '01',
            name: 'Science in the Kitchen',
            time: 380,
            points: 10,
            task: T.scienceAroundUs,
            markers: [
              [25, 'Boiling and steam'],
              [170, 'Mixtures'],
              [320, 'Why bread rises'],
            ],
          },
          {
            id: C.kitchenScience,
            type: '07',
            name: 'Kitchen Science Experiments',
            time: 300,
            points: 5,
            task: T.scienceAroundUs,
          },
        ],
      },
    ],
  },
  // Grade 7 Science (trial)
  {
    id: M.grade7Science,
    questId: quests.grade7Trial,
    name: 'SCIENCE_7',
    displayName: 'Science',
    description: '<p>Nutrition in plants and photosynthesis.</p>',
    operations: [
      {
        id: O.nutritionInPlants,
        name: 'Nutrition in Plants',
        tasks: [{ id: T.photosynthesis, name: 'Photosynthesis' }],
        contents: [
          {
            id: C.nutritionIntro,
            type: '01',
            name: 'Introduction to Nutrition in Plants',
            time: 400,
            points: 10,
            markers: [
              [30, 'Autotrophs'],
              [180, 'Heterotrophs'],
              [350, 'Parasites and saprotrophs'],
            ],
          },
          {
            id: C.photosynthesisNotes,
            type: '04',
            name: 'Photosynthesis: Notes',
            time: 480,
            points: 5,
            task: T.photosynthesis,
          },
          {
            id: C.photosynthesisTest,
            type: '09',
            name: 'Photosynthesis Test',
            time: 900,
            points: 20,
            task: T.photosynthesis,
            testCode: tests.photosynthesis,
          },
        ],
      },
    ],
  },
  // Free starter
  {
    id: M.starter,
    questId: quests.freeStarter,
    name: 'GETTING_STARTED',
    displayName: 'Getting Started',
    description: '<p>Everything you need to know to learn with Quest.</p>',
    operations: [
      {
        id: O.welcome,
        name: 'Welcome to Quest',
        tasks: [],
        contents: [
          {
            id: C.welcomeVideo,
            type: '01',
            name: 'Welcome to Quest',
            time: 180,
            points: 5,
            markers: [
              [15, 'Missions and operations'],
              [80, 'Earning points'],
              [150, 'Your progress'],
            ],
          },
          {
            id: C.howToUseQuest,
            type: '06',
            name: 'How to Use Quest',
            time: 120,
            points: 5,
            html:
              '<h2>How to use Quest</h2><p>Pick a mission, open an operation and work through its topics. ' +
              'Every new item you finish earns points.</p>',
          },
        ],
      },
    ],
  },
  // Maths booster
  {
    id: M.mentalMaths,
    questId: quests.mathsBooster,
    name: 'MENTAL_MATHS',
    displayName: 'Mental Maths',
    description: '<p>Multiply faster in your head.</p>',
    operations: [
      {
        id: O.speedTricks,
        name: 'Speed Tricks',
        tasks: [{ id: T.multiplicationTricks, name: 'Multiplication Tricks' }],
        contents: [
          {
            id: C.multiplicationVideo,
            type: '01',
            name: 'Multiply by 11 in Seconds',
            time: 300,
            points: 10,
            task: T.multiplicationTricks,
            markers: [
              [20, 'The trick'],
              [120, 'Carrying over'],
              [260, 'Practice'],
            ],
          },
          {
            id: C.speedMathsActivity,
            type: '10',
            name: 'Speed Maths Game',
            time: 600,
            points: 15,
            task: T.multiplicationTricks,
          },
        ],
      },
    ],
  },
];

/** Where a content's file lives (docs/decisions/0019-learning-content-list-and-tool-token.md). */
function fileUrlOf(content: SeedContent): string {
  if (content.file) return content.file;
  switch (content.type) {
    case '01':
    case '02':
    case '03':
      return `/media/hls/${content.id}/index.m3u8`;
    case '04':
      return '/media/pdf/demo.pdf';
    case '05':
      return '/media/pdf/protected.pdf';
    case '07':
      return `${CONTENT_ORIGIN_PREFIX}/pages/html-page.html`;
    case '10':
      return `${CONTENT_ORIGIN_PREFIX}/pages/activity.html`;
    default:
      return '';
  }
}

const contentImages: Record<ContentTypeCode, string> = {
  '01': 'content-video',
  '02': 'content-video',
  '03': 'content-video',
  '04': 'content-pdf',
  '05': 'content-pdf',
  '06': 'content-web',
  '07': 'content-web',
  '08': 'content-test',
  '09': 'content-test',
  '10': 'content-activity',
};

/** The image names this seed uses under /media/images (the media area serves them). */
export const learningImageNames = [
  ...new Set(Object.values(contentImages)),
  'operation',
  ...questRows.map((quest) => `quest-${quest.id}`),
];

// ---------------------------------------------------------------------------------------------------------------
// Who holds what, and what they have done
// ---------------------------------------------------------------------------------------------------------------

interface Holding {
  userId: number;
  questId: number;
  assigned: boolean;
  /** Days ago the quest was assigned or the trial started. */
  sinceDays: number;
  trialDays?: number;
}

const holdings: Holding[] = [
  { userId: users.student.id, questId: quests.grade6, assigned: true, sinceDays: 30 },
  { userId: users.spectrum.id, questId: quests.grade6, assigned: true, sinceDays: 60 },
  { userId: users.spectrum.id, questId: quests.spectrum, assigned: true, sinceDays: 20 },
  // A 7-day trial started 9 days ago: over 2 days ago.
  { userId: users.trialExpired.id, questId: quests.grade7Trial, assigned: false, sinceDays: 9, trialDays: 7 },
  { userId: users.locked.id, questId: quests.grade6, assigned: true, sinceDays: 10 },
  { userId: users.competitor.id, questId: quests.grade6, assigned: true, sinceDays: 3 },
];

const lastQuest: Record<number, number> = {
  [users.student.id]: quests.grade6,
  [users.spectrum.id]: quests.spectrum,
  [users.trialExpired.id]: quests.grade7Trial,
  [users.locked.id]: quests.grade6,
  [users.competitor.id]: quests.grade6,
};

/** [user, quest, content, seconds watched, days ago]; a content listed twice was opened twice. */
const accesses: [number, number, number, number, number][] = [
  [users.student.id, quests.grade6, C.fractionsIntro, 420, 12],
  [users.student.id, quests.grade6, C.fractionsIntro, 300, 11],
  [users.student.id, quests.grade6, C.whatIsAFraction, 360, 11],
  [users.student.id, quests.grade6, C.fractionsNotes, 240, 10],
  [users.student.id, quests.grade6, C.fractionsAtAGlance, 95, 10],
  [users.student.id, quests.grade6, C.fractionsTest, 840, 9],
  [users.student.id, quests.grade6, C.livingOrganismsIntro, 400, 5],
  [users.student.id, quests.grade6, C.habitatsOfTheWorld, 180, 4],
  [users.student.id, quests.grade6, C.sequencesAndLoops, 420, 2],
  [users.spectrum.id, quests.grade6, C.fractionsIntro, 420, 30],
  [users.spectrum.id, quests.spectrum, C.numberPuzzlesIntro, 450, 6],
  [users.spectrum.id, quests.spectrum, C.puzzleSheet, 300, 5],
  [users.locked.id, quests.grade6, C.fractionsIntro, 200, 3],
];

/** [user, content, rating]: the student liked the introduction but has not rated "What is a Fraction?". */
const ratings: [number, number, 0 | 5][] = [
  [users.student.id, C.fractionsIntro, 5],
  [users.spectrum.id, C.fractionsIntro, 5],
  [users.spectrum.id, C.whatIsAFraction, 0],
  [users.locked.id, C.fractionsIntro, 5],
];

async function gradeIdsByNumber(db: Db): Promise<(grades: number[]) => number[]> {
  const rows = await db.query<{ id: number; name: string }>('select id, name from grades order by id');
  return (numbers) =>
    rows
      .filter((grade) => numbers.some((n) => new RegExp(`(^|\\D)${n}(\\D|$)`).test(grade.name)))
      .map((grade) => grade.id);
}

async function existingUsers(db: Db): Promise<Set<number>> {
  const ids = Object.values(users).map((user) => user.id);
  const rows = await db.query<{ id: number }>('select id from users where id = any($1::int[])', [ids]);
  return new Set(rows.map((row) => row.id));
}

/**
 * Demo data of the learning area: the six quests with their missions, operations, tasks and contents (every
 * type code; videos with markers; tests with the demo test codes), which demo users hold which quest, the
 * student's progress and a few ratings, and the locations' content-kind locks. Runs after identity.
 */
export const learningSeeder: Seeder = {
  name: 'learning',
  async run(db: Db, deps: AppDeps) {
    const now = deps.clock.now();
    const gradeIds = await gradeIdsByNumber(db);

    for (const quest of questRows) {
      await db.query(
        `insert into quests (id, name, icon, description, price, is_free, is_online, free_duration, form_url,
                             grade_ids, tag_value, tag_color)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          quest.id,
          quest.name,
          image(`quest-${quest.id}`),
          quest.description,
          quest.price,
          quest.isFree ?? false,
          quest.isOnline,
          quest.freeDuration ?? 0,
          quest.formUrl ?? '',
          gradeIds(quest.grades),
          quest.tagValue ?? '',
          quest.tagColor ?? '',
        ],
      );
    }

    const sequence = new Map<number, number>();
    const next = (questId: number) => {
      const n = (sequence.get(questId) ?? 0) + 1;
      sequence.set(questId, n);
      return n;
    };
    for (const mission of missionRows) {
      await db.query(
        `insert into missions (id, quest_id, name, display_name, description, is_academic, has_online_session,
                               sequence_no)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          mission.id,
          mission.questId,
          mission.name,
          mission.displayName,
          mission.description,
          mission.isAcademic ?? true,
          mission.hasOnlineSession ?? false,
          next(mission.questId),
        ],
      );
      for (const [o, operation] of mission.operations.entries()) {
        await db.query(
          `insert into operations (id, mission_id, display_name, image_url, sequence_no)
           values ($1, $2, $3, $4, $5)`,
          [operation.id, mission.id, operation.name, image('operation'), o + 1],
        );
        for (const [t, task] of operation.tasks.entries()) {
          await db.query(
            'insert into tasks (id, operation_id, display_name, sequence_no) values ($1, $2, $3, $4)',
            [task.id, operation.id, task.name, t + 1],
          );
        }
        for (const [c, content] of operation.contents.entries()) {
          await db.query(
            `insert into contents (id, operation_id, task_id, display_name, type_code, file_url, image_url,
                                   html_content, time, points, test_code, markers, sequence_no)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
            [
              content.id,
              operation.id,
              content.task ?? null,
              content.name,
              content.type,
              fileUrlOf(content),
              image(contentImages[content.type]),
              content.html ?? '',
              content.time,
              content.points,
              content.testCode ?? null,
              JSON.stringify((content.markers ?? []).map(([time, text]) => ({ time, text }))),
              c + 1,
            ],
          );
        }
      }
    }

    await db.query(
      `insert into location_content_status (location_id, watch, think, solve, play)
       values ($1, true, true, true, true), ($2, true, true, true, false)`,
      [locations.open, locations.playLocked],
    );

    // Users come from the identity seeder; only those that exist get quests and progress.
    const present = await existingUsers(db);
    const ago = (days: number) => new Date(now.getTime() - days * DAY);

    for (const hold of holdings.filter((h) => present.has(h.userId))) {
      const since = ago(hold.sinceDays);
      await db.query(
        `insert into user_quests (user_id, quest_id, is_assigned, is_on_trial, is_trial_taken, trial_ends_at,
                                  assigned_at, viewed_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          hold.userId,
          hold.questId,
          hold.assigned,
          !hold.assigned,
          !hold.assigned,
          hold.trialDays ? new Date(since.getTime() + hold.trialDays * DAY) : null,
          since,
          ago(1),
        ],
      );
    }
    for (const [userId, questId] of Object.entries(lastQuest)) {
      if (!present.has(Number(userId))) continue;
      await db.query(
        'update users set last_quest_id = $2, viewed_on = coalesce(viewed_on, $3) where id = $1',
        [Number(userId), questId, ago(1)],
      );
    }
    // The locked demo user studies at the location that locks Play (ids.ts).
    if (present.has(users.locked.id)) {
      await db.query('update users set location_id = $2 where id = $1', [
        users.locked.id,
        locations.playLocked,
      ]);
    }

    for (const [userId, questId, contentId, seconds, daysAgo] of accesses) {
      if (!present.has(userId)) continue;
      const at = ago(daysAgo);
      const content = missionRows
        .flatMap((m) => m.operations.flatMap((o) => o.contents))
        .find((item) => item.id === contentId)!;
      await recordContentAccess(
        { db, clock: { now: () => at } },
        {
          userId,
          locationId: userId === users.locked.id ? locations.playLocked : locations.open,
          groupId: 1,
          questId,
          contentId,
          contentTypeCode: content.type,
          accessDate: istTimestamp(at),
          accessDuration: String(seconds),
        },
        // Demo history from before the server measured opens (ADR 0106): its first accesses earn their points.
        'granted',
      );
    }
    for (const [userId, contentId, rating] of ratings) {
      if (present.has(userId)) await setRating({ db, clock: deps.clock }, userId, contentId, rating);
    }
  },
};
