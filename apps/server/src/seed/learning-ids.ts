/**
 * Fixed ids of the learning demo data (missions, operations, tasks, contents), so tests and other areas
 * (schedules by mission, tests by content) can refer to them. Quests and users are in ids.ts.
 */
export const learningIds = {
  missions: {
    /** Grade 6: Mathematics (academic). */
    maths: 1011,
    /** Grade 6: Science (academic). */
    science: 1012,
    /** Grade 6: 'Live Science Lab', has an online session → /missions-schedules. */
    liveScienceLab: 1013,
    /** Grade 6: display name 'CODING' with an online session → the external coding site. */
    coding: 1014,
    /** Grade 6: GO_CODERZ ('Go Coderz') → /task, competition and masterclass. */
    goCoderz: 1015,
    spectrumMaths: 1021,
    spectrumScience: 1022,
    grade7Science: 1031,
    starter: 1041,
    mentalMaths: 1051,
  },
  operations: {
    /** Has an introduction content (no task) and two tasks. */
    fractions: 10111,
    /** No introduction: the first task opens. */
    decimals: 10112,
    livingOrganisms: 10121,
    light: 10122,
    magnetsLab: 10131,
    blockCoding: 10141,
    codingCompetition: 10151,
    masterclass: 10152,
    numberPuzzles: 10211,
    everydayScience: 10221,
    nutritionInPlants: 10311,
    welcome: 10411,
    speedTricks: 10511,
  },
  tasks: {
    understandingFractions: 101111,
    practiceFractions: 101112,
    decimalsInDailyLife: 101121,
    habitats: 101211,
    checkUnderstanding: 101212,
    shadows: 101221,
    sequencesAndLoops: 101411,
    masterclassVideos: 101521,
    puzzlePractice: 102111,
    scienceAroundUs: 102211,
    photosynthesis: 103111,
    multiplicationTricks: 105111,
  },
  contents: {
    // Grade 6 (quest 101): every type code 01–10.
    /** 01 video, introduction of Fractions (no task). */
    fractionsIntro: 201001,
    /** 02 audio/video. */
    whatIsAFraction: 201002,
    /** 04 PDF (demo.pdf). */
    fractionsNotes: 201003,
    /** 06 raw HTML content. */
    fractionsAtAGlance: 201004,
    /** 08 test, demo.tests.fractions. */
    fractionsTest: 201005,
    /** 10 activity. */
    fractionPizza: 201006,
    /** 03 video. */
    decimalsAroundUs: 201007,
    /** 05 password-protected PDF (protected.pdf). */
    decimalsWorksheet: 201008,
    /** 09 test, demo.tests.quick (two minutes). */
    decimalsQuickCheck: 201009,
    /** 01 video, introduction of Living Organisms. */
    livingOrganismsIntro: 201010,
    /** 07 HTML page on the content origin. */
    habitatsOfTheWorld: 201011,
    /** 04 PDF. */
    habitatsNotes: 201012,
    /** 09 test, demo.tests.science. */
    scienceTest: 201013,
    /** 01 video. */
    howShadowsForm: 201014,
    /** 10 activity. */
    shadowPlay: 201015,
    /** 02 video, Live Science Lab introduction. */
    magnetsLabRecap: 201016,
    /** 06 raw HTML content. */
    labSafetyRules: 201017,
    /** 01 video, CODING. */
    sequencesAndLoops: 201018,
    /** 10 activity, CODING. */
    mazeRunner: 201019,
    /** 07 HTML page, GO_CODERZ introduction. */
    competitionRules: 201020,
    /** 03 video, GO_CODERZ masterclass. */
    masterclassGame: 201021,
    // Spectrum quest (102)
    numberPuzzlesIntro: 202001,
    puzzleSheet: 202002,
    puzzleTest: 202003,
    everydayScienceVideo: 202004,
    kitchenScience: 202005,
    // Grade 7 trial (103)
    nutritionIntro: 203001,
    photosynthesisNotes: 203002,
    /** 09 test, demo.tests.photosynthesis (the Grade 7 paper). */
    photosynthesisTest: 203003,
    // Free starter (104)
    welcomeVideo: 204001,
    howToUseQuest: 204002,
    // Maths booster (105)
    multiplicationVideo: 205001,
    speedMathsActivity: 205002,
  },
} as const;
