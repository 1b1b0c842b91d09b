import { contentKindOf, type ContentKind, type ContentTypeCode, type QuestListItem } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../contract.ts';
import { kindLockedMessage, locationContentStatus } from './location.ts';
import {
  heldQuests,
  NOT_HELD_MESSAGE,
  requireContent,
  requireHeldQuest,
  TRIAL_EXPIRED_MESSAGE,
  type ContentFacts,
} from './quests.ts';

/*
 * The one server-side entitlement check (issue 22, docs/decisions/0105-entitlements-enforced-by-the-server.md).
 * A student may use a quest's data when they HOLD the quest (assigned or bought, a claimed free quest, or a trial)
 * and the trial, if that is all they have, is not over by the server's clock; a content additionally needs its
 * kind (Watch/Think/Solve/Play, `contentKindOf`) open for the student's location. Every refusal is a 403 with
 * the text the app shows in its locked state:
 *   not held → NOT_HELD_MESSAGE, trial over → TRIAL_EXPIRED_MESSAGE (the spec's "Trial Expired" text),
 *   kind locked → kindLockedMessage(kind).
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export { kindLockedMessage, NOT_HELD_MESSAGE, TRIAL_EXPIRED_MESSAGE };

/** The refusal of a test that is neither in a quest the student holds nor assigned to them. */
export const TEST_NOT_HELD_MESSAGE = 'This test is not assigned to you.';
/** The refusal of the masterclass links to a student without a live quest that has the GO_CODERZ mission. */
export const MASTERCLASS_NOT_HELD_MESSAGE = 'Masterclasses are part of the GO_CODERZ mission of your quest.';

/** Tests are Solve content (ADR 0015: 08, 09), wherever they are opened from (a test card or a video's button). */
const TEST_TYPE_CODE: ContentTypeCode = '08';

/** The student's hold on a quest, refused (403) unless it is held and not an expired trial; 404 for no quest. */
export async function requireQuestEntitlement(
  deps: Deps,
  userId: number,
  questId: number,
): Promise<QuestListItem> {
  const quest = await requireHeldQuest(deps, userId, questId);
  if (quest.isTrialOver) throw fail(403, TRIAL_EXPIRED_MESSAGE);
  return quest;
}

/** Refuses (403) a kind the student's location locks. */
export async function requireKindEntitled(deps: Pick<AppDeps, 'db'>, userId: number, kind: ContentKind) {
  const status = await openKinds(deps, userId);
  if (!status[kind]) throw fail(403, kindLockedMessage(kind));
}

/** The Watch/Think/Solve/Play flags of the student's stored location (true = open). */
export async function openKinds(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<Record<ContentKind, boolean>> {
  const [user] = await db.query<{ locationId: number }>(
    'select location_id as "locationId" from users where id = $1',
    [userId],
  );
  return locationContentStatus(db, user?.locationId ?? 1);
}

/**
 * A content the student may open: it exists (404), its quest is entitled (held, trial not over) and its kind is
 * open for their location. `typeCodes` narrows it to the call's kind of content (a video call for a video).
 */
export async function requireContentEntitlement(
  deps: Deps,
  userId: number,
  contentId: number,
  typeCodes?: readonly ContentTypeCode[],
): Promise<ContentFacts> {
  const content = await requireContent(deps.db, contentId);
  if (typeCodes && !typeCodes.includes(content.typeCode as ContentTypeCode)) {
    throw fail(404, 'Content not found.');
  }
  await requireQuestEntitlement(deps, userId, content.questId);
  await requireKindEntitled(deps, userId, contentKindOf(content.typeCode as ContentTypeCode));
  return content;
}

/** A mission of a quest the student is entitled to; 404 when there is no such mission. */
export async function requireMissionEntitlement(
  deps: Deps,
  userId: number,
  missionId: number,
): Promise<{ missionId: number; questId: number }> {
  const [mission] = await deps.db.query<{ missionId: number; questId: number }>(
    'select id as "missionId", quest_id as "questId" from missions where id = $1',
    [missionId],
  );
  if (!mission) throw fail(404, 'Mission not found.');
  await requireQuestEntitlement(deps, userId, mission.questId);
  return mission;
}

/** The ids of the quests the student is entitled to now (held, trial not over). */
export async function entitledQuestIds(deps: Deps, userId: number): Promise<number[]> {
  return (await heldQuests(deps, userId)).filter((q) => !q.isTrialOver).map((q) => q.questId);
}

/**
 * A test the student may see, sit, submit, review or analyse: it is assigned to them as an online test, or it is
 * the test of a content in a quest they are entitled to — and then Solve must be open for their location. A test
 * only in quests whose trial is over is refused with the "Trial Expired" text; otherwise "not assigned".
 */
export async function requireTestEntitlement(
  deps: Deps,
  userId: number,
  test: { id: number; testCode: string },
): Promise<void> {
  const [assigned] = await deps.db.query(
    'select 1 from online_test_assignments where user_id = $1 and test_id = $2 limit 1',
    [userId, test.id],
  );
  if (assigned) return;
  const rows = await deps.db.query<{ questId: number }>(
    `select distinct m.quest_id as "questId"
       from contents c join operations o on o.id = c.operation_id join missions m on m.id = o.mission_id
      where c.test_code = $1`,
    [test.testCode],
  );
  const questIds = new Set(rows.map((row) => row.questId));
  const held = (await heldQuests(deps, userId)).filter((q) => questIds.has(q.questId));
  if (held.some((q) => !q.isTrialOver)) {
    await requireKindEntitled(deps, userId, contentKindOf(TEST_TYPE_CODE));
    return;
  }
  if (held.length > 0) throw fail(403, TRIAL_EXPIRED_MESSAGE);
  throw fail(403, TEST_NOT_HELD_MESSAGE);
}

/** The masterclass area belongs to the GO_CODERZ mission (ADR 0050): a live quest with that mission is needed. */
export async function requireMasterclassEntitlement(deps: Deps, userId: number): Promise<void> {
  const quests = await entitledQuestIds(deps, userId);
  const [row] = quests.length
    ? await deps.db.query(
        `select 1 from missions where quest_id = any($1::int[]) and upper(name) = 'GO_CODERZ' limit 1`,
        [quests],
      )
    : [];
  if (!row) throw fail(403, MASTERCLASS_NOT_HELD_MESSAGE);
}
