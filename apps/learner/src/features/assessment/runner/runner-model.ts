import { testCodeSchema } from '@quest/api';
import { mediaQuery } from '@quest/design-system';
import { paths } from '../../../routes/paths';
import { missionPageHref, readContentPlace, type ContentPlace } from '../../../data/content-links';

/*
 * The decisions of /instruction and /assessment as plain functions (tested without a browser): the place and test
 * code in the address, where Begin Test and Close go.
 */

/** The content place of a test page plus its test code (undefined when missing or not a test code). */
export interface TestPlace extends Partial<ContentPlace> {
  testCode?: string;
}

/** The place and test code in /instruction's or /assessment's query string. */
export function readTestPlace(search: URLSearchParams): TestPlace {
  const testCode = testCodeSchema.safeParse(search.get('testCode'));
  return { ...readContentPlace(search), testCode: testCode.success ? testCode.data : undefined };
}

/**
 * The test a page is about: the address's test code (the player's Take Test carries it), else the content's own
 * (the mission page links tests by place only); undefined when neither has one.
 */
export const testCodeOf = (place: TestPlace, content: { testCode?: string | null } | undefined) =>
  place.testCode ?? (content?.testCode || undefined);

const queryOf = (place: TestPlace, testCode: string) => ({
  questId: place.questId,
  missionId: place.missionId,
  operationId: place.operationId,
  contentId: place.contentId,
  testCode,
});

/** Begin Test's target: /assessment with the same place and the test code. */
export const assessmentHref = (place: TestPlace, testCode: string) =>
  paths.assessment.getHref(queryOf(place, testCode));

/** /instruction of a test at a place. */
export const instructionHref = (place: TestPlace, testCode: string) =>
  paths.instruction.getHref(queryOf(place, testCode));

/**
 * Where a test page leaves to (Close, a test-less address, Back): the operation's topics (/topics) on small screens,
 * the mission page (/task) otherwise (§4 "Test flow"); /home when the address names no mission.
 */
export function leaveHref(place: TestPlace, smallScreen: boolean): string {
  if (place.questId === undefined || place.missionId === undefined) return paths.home.getHref();
  const mission = { questId: place.questId, missionId: place.missionId, operationId: place.operationId };
  return smallScreen ? paths.topics.getHref(mission) : missionPageHref(mission);
}

/** Below the product's 960 px cutoff (the design system's mobile layout). */
export const isSmallScreen = () => window.matchMedia(mediaQuery.mobile).matches;

/** Where an address without a test goes: its mission page (/task), or /home when it names no mission. */
export const noTestHref = (place: TestPlace) => leaveHref(place, false);

/** The navigation state Begin Test hands to /assessment (ADR 0073): read once, then replaced by null. */
export interface AssessmentEntryState {
  begin: true;
}

export const isBeginState = (state: unknown): state is AssessmentEntryState =>
  typeof state === 'object' && state !== null && (state as { begin?: unknown }).begin === true;

/** The navigation state Retake (on a result) hands to /instruction: show Begin Test, not the result (ADR 0114). */
export interface InstructionEntryState {
  retake: true;
}

export const isRetakeState = (state: unknown): state is InstructionEntryState =>
  typeof state === 'object' && state !== null && (state as { retake?: unknown }).retake === true;

/**
 * What /instruction shows (ADR 0114): a test taken before opens on its result (/assessment without Begin Test's
 * flag: the runner shows the latest result, Review and Retake, and starts no attempt); the instructions and Begin
 * Test are for a test not taken yet, or one the student chose to Retake.
 */
export const instructionOpensResult = (test: { testAttemptCount: number } | undefined, state: unknown) =>
  (test?.testAttemptCount ?? 0) > 0 && !isRetakeState(state);
