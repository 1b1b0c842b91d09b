import type { QuestListItem } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * The spec's "Trial Expired" text (learning-app.md §2; typos corrected, ADR 0108), used when a write needs a live
 * trial.
 */
export const TRIAL_EXPIRED_MESSAGE =
  'Your trial has expired. Please buy the product to get access to its contents.';

/** The refusal of a quest the student does not hold (ADR 0017, 0105). */
export const NOT_HELD_MESSAGE = 'This quest is not assigned to you.';

interface HeldRow {
  questId: number;
  questName: string;
  productId: number | null;
  isAssigned: boolean;
  isOnTrial: boolean;
  trialEndsAt: Date | null;
}

/** A trial that was not bought is over once its end has passed (by the server's clock). */
const toItem = (row: HeldRow, now: Date): QuestListItem => ({
  questId: row.questId,
  questName: row.questName,
  productId: row.productId,
  isAssigned: row.isAssigned,
  isOnTrial: row.isOnTrial && !row.isAssigned,
  isTrialOver: !row.isAssigned && row.trialEndsAt !== null && row.trialEndsAt.getTime() < now.getTime(),
});

const HELD_SQL = `
  select q.id as "questId", q.name as "questName", q.product_id as "productId",
         uq.is_assigned as "isAssigned", uq.is_on_trial as "isOnTrial", uq.trial_ends_at as "trialEndsAt"
    from user_quests uq join quests q on q.id = uq.quest_id
   where uq.user_id = $1 and (uq.is_assigned or uq.is_on_trial or uq.is_trial_taken)`;

/** The quests a user holds: assigned, on trial, or with a trial taken. */
export async function heldQuests({ db, clock }: Deps, userId: number): Promise<QuestListItem[]> {
  const rows = await db.query<HeldRow>(`${HELD_SQL} order by q.id`, [userId]);
  const now = clock.now();
  return rows.map((row) => toItem(row, now));
}

/** The user's hold on one quest; 404 when the quest does not exist, 403 when the user does not hold it. */
export async function requireHeldQuest(
  { db, clock }: Deps,
  userId: number,
  questId: number,
): Promise<QuestListItem> {
  const [row] = await db.query<HeldRow>(`${HELD_SQL} and q.id = $2`, [userId, questId]);
  if (row) return toItem(row, clock.now());
  await requireQuest(db, questId);
  throw fail(403, NOT_HELD_MESSAGE);
}

export async function requireQuest(db: Db, questId: number): Promise<void> {
  const [quest] = await db.query('select 1 from quests where id = $1', [questId]);
  if (!quest) throw fail(404, 'Quest not found.');
}

export interface ContentFacts {
  contentId: number;
  questId: number;
  typeCode: string;
  points: number;
}

/** A content and the quest it belongs to; 404 when it does not exist. */
export async function requireContent(db: Db, contentId: number): Promise<ContentFacts> {
  const [row] = await db.query<ContentFacts>(
    `select c.id as "contentId", m.quest_id as "questId", c.type_code as "typeCode", c.points
       from contents c join operations o on o.id = c.operation_id join missions m on m.id = o.mission_id
      where c.id = $1`,
    [contentId],
  );
  if (!row) throw fail(404, 'Content not found.');
  return row;
}
