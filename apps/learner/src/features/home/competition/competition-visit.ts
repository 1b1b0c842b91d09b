import type { CoderCompetition, Mission } from '@quest/api';
import type { AppSession } from '../../../platform/session';

/** The two competition dialogs of the home dashboard (ADR 0048 prompt, ADR 0049 special mission's modal). */
export type CompetitionDialogKind = 'competition' | 'specialMission';

/** The special mission's name (learning-app.md §1). */
export const SPECIAL_MISSION_NAME = 'GO_CODERZ';

/** The quest's GO_CODERZ mission, when it has one. */
export const specialMissionOf = (missions: readonly Mission[] | undefined): Mission | undefined =>
  missions?.find((mission) => mission.missionName.trim().toUpperCase() === SPECIAL_MISSION_NAME);

/**
 * Which competition dialog is due on the home dashboard, if any (ADR 0048, 0049): the prompt for an eligible
 * student who has not registered; the special mission's modal for a registered one who has not submitted, when the
 * current quest has the GO_CODERZ mission. At most one of them per app visit (`shownThisVisit`), never over another
 * dialog (`otherDialogOpen`); a null object (a backend without it) or `eligible: false` shows neither.
 */
export function competitionDialogDue(
  competition: CoderCompetition | null | undefined,
  options: { shownThisVisit: boolean; otherDialogOpen: boolean; hasSpecialMission: boolean },
): CompetitionDialogKind | null {
  if (!competition?.eligible || options.shownThisVisit || options.otherDialogOpen) return null;
  if (competition.status === 'NotRegistered') return 'competition';
  if (competition.status === 'Registered' && options.hasSpecialMission) return 'specialMission';
  return null;
}

interface Visit {
  /** The sign-in the memory belongs to: a new sign-in starts a new visit. */
  token: string | null;
  shown: boolean;
}

/** One memory per app session object (one per page load; each screen story has its own). Nothing is stored. */
const visits = new WeakMap<AppSession, Visit>();

/** Whether a competition dialog was already shown in this app visit (this page load and sign-in). */
export function competitionShownThisVisit(session: AppSession): boolean {
  const visit = visits.get(session);
  return Boolean(visit && visit.token === session.getToken() && visit.shown);
}

/** Remembers, in memory only, that a competition dialog was shown in this app visit. */
export function markCompetitionShown(session: AppSession): void {
  visits.set(session, { token: session.getToken(), shown: true });
}
