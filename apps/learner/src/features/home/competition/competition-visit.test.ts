import { describe, expect, test } from 'vitest';
import type { Mission } from '@quest/api';
import type { AppSession } from '../../../platform/session';
import {
  competitionDialogDue,
  competitionShownThisVisit,
  markCompetitionShown,
  specialMissionOf,
} from './competition-visit';

const free = { shownThisVisit: false, otherDialogOpen: false, hasSpecialMission: true };

describe('competitionDialogDue (ADR 0048, 0049)', () => {
  test('an eligible student who has not registered gets the prompt', () => {
    expect(competitionDialogDue({ eligible: true, status: 'NotRegistered' }, free)).toBe('competition');
  });

  test('a registered student gets the special mission’s modal, only when the quest has GO_CODERZ', () => {
    expect(competitionDialogDue({ eligible: true, status: 'Registered' }, free)).toBe('specialMission');
    expect(
      competitionDialogDue({ eligible: true, status: 'Registered' }, { ...free, hasSpecialMission: false }),
    ).toBeNull();
  });

  test('nothing after submitting, when not eligible or without the object', () => {
    expect(competitionDialogDue({ eligible: true, status: 'Submitted' }, free)).toBeNull();
    expect(competitionDialogDue({ eligible: false, status: 'NotRegistered' }, free)).toBeNull();
    expect(competitionDialogDue(null, free)).toBeNull();
    expect(competitionDialogDue(undefined, free)).toBeNull();
  });

  test('once per visit, and never over another dialog', () => {
    const invited = { eligible: true, status: 'NotRegistered' } as const;
    expect(competitionDialogDue(invited, { ...free, shownThisVisit: true })).toBeNull();
    expect(competitionDialogDue(invited, { ...free, otherDialogOpen: true })).toBeNull();
  });
});

describe('the visit memory', () => {
  const sessionWith = (token: { value: string | null }) =>
    ({ getToken: () => token.value }) as unknown as AppSession;

  test('is kept per session object and forgotten at the next sign-in', () => {
    const token = { value: 'first' as string | null };
    const session = sessionWith(token);
    expect(competitionShownThisVisit(session)).toBe(false);
    markCompetitionShown(session);
    expect(competitionShownThisVisit(session)).toBe(true);
    expect(competitionShownThisVisit(sessionWith(token))).toBe(false);
    token.value = 'second';
    expect(competitionShownThisVisit(session)).toBe(false);
  });
});

describe('specialMissionOf', () => {
  test('finds the GO_CODERZ mission by its name', () => {
    const missions = [{ missionName: 'MATHS' }, { missionName: 'go_coderz ' }] as Mission[];
    expect(specialMissionOf(missions)).toBe(missions[1]);
    expect(specialMissionOf([missions[0]!])).toBeUndefined();
    expect(specialMissionOf(undefined)).toBeUndefined();
  });
});
