import type { z } from 'zod';
import type { productAssignmentSchema, questAssignmentSchema } from '@quest/api';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { loadQuests, productRecord, productView, type QuestView } from './catalogue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type QuestAssignment = z.input<typeof questAssignmentSchema>;
type ProductAssignment = z.input<typeof productAssignmentSchema>;

/** Gives the user the quest for good (a free claim or a purchase); a trial on it ends. */
export async function grantQuest(db: Db, userId: number, questId: number, now: Date): Promise<void> {
  await db.query(
    `insert into user_quests (user_id, quest_id, is_assigned, is_on_trial, assigned_at)
     values ($1, $2, true, false, $3)
     on conflict (user_id, quest_id) do update
        set is_assigned = true,
            is_on_trial = false,
            assigned_at = case when user_quests.is_assigned then user_quests.assigned_at
                               else excluded.assigned_at end`,
    [userId, questId, now],
  );
}

/** Starts the one trial of a quest: on trial until `endsAt`, and the trial counts as taken. */
async function startTrial(db: Db, userId: number, questId: number, now: Date, endsAt: Date): Promise<void> {
  await db.query(
    `insert into user_quests (user_id, quest_id, is_on_trial, is_trial_taken, trial_ends_at, assigned_at)
     values ($1, $2, true, true, $4, $3)
     on conflict (user_id, quest_id) do update
        set is_on_trial = true, is_trial_taken = true, trial_ends_at = excluded.trial_ends_at,
            assigned_at = coalesce(user_quests.assigned_at, excluded.assigned_at)`,
    [userId, questId, now, endsAt],
  );
}

async function questOrFail(db: Db, userId: number, questId: number, now: Date): Promise<QuestView> {
  const quest = (await loadQuests(db, userId, now)).get(questId);
  if (!quest) throw fail(404, 'Quest not found.');
  return quest;
}

const offline = (isOnline: boolean | null | undefined) => isOnline === false;

/** AssignQuest: claim a free quest (once; claiming again answers the same). */
export async function claimFreeQuest(
  db: Db,
  userId: number,
  questId: number,
  now: Date,
): Promise<QuestAssignment> {
  const quest = await questOrFail(db, userId, questId, now);
  if (!quest.isFree) throw fail(409, 'This quest is not free. Please buy it to start.');
  if (offline(quest.isOnline)) throw fail(409, 'This quest is offline. Please use the interest form.');
  if (!quest.isAssigned) await grantQuest(db, userId, questId, now);
  return { success: true, questId, questName: quest.questName, isOnTrial: false, trialEndsAt: null };
}

/** AssignTrialQuest: the quest's trial, once per user, for its freeDuration days. */
export async function startQuestTrial(
  db: Db,
  userId: number,
  questId: number,
  now: Date,
): Promise<QuestAssignment> {
  const quest = await questOrFail(db, userId, questId, now);
  if (quest.isAssigned) throw fail(409, 'You already have this quest.');
  if (quest.isFree) throw fail(409, 'This quest is free. Claim it instead of starting a trial.');
  if (offline(quest.isOnline)) throw fail(409, 'This quest is offline. Please use the interest form.');
  if (quest.freeDuration <= 0) throw fail(409, 'This quest has no trial.');
  if (quest.isTrialTaken) throw fail(409, 'You have already taken the trial of this quest.');
  const endsAt = new Date(now.getTime() + quest.freeDuration * DAY_MS);
  await startTrial(db, userId, questId, now, endsAt);
  return {
    success: true,
    questId,
    questName: quest.questName,
    isOnTrial: true,
    trialEndsAt: endsAt.toISOString(),
  };
}

async function productOrFail(db: Db, userId: number, productId: number, now: Date) {
  const record = await productRecord(db, productId);
  if (!record) throw fail(404, 'Product not found.');
  const product = productView(record, await loadQuests(db, userId, now));
  const first = product.questDetails[0];
  if (!first) throw fail(409, 'This product has no quests yet.');
  return { product, first };
}

/** AssignFreeProduct: claim a free product, which assigns every quest it has. */
export async function claimFreeProduct(
  db: Db,
  userId: number,
  productId: number,
  now: Date,
): Promise<ProductAssignment> {
  const { product, first } = await productOrFail(db, userId, productId, now);
  if (!product.isFree) throw fail(409, 'This product is not free. Please buy it to start.');
  if (offline(product.isOnline)) throw fail(409, 'This product is offline. Please use the interest form.');
  for (const quest of product.questDetails) {
    if (!quest.isAssigned) await grantQuest(db, userId, quest.questId, now);
  }
  return {
    success: true,
    productId,
    questId: first.questId,
    questName: first.questName,
    questIds: product.questDetails.map((quest) => quest.questId),
    isOnTrial: false,
    trialEndsAt: null,
  };
}

/** AssignTrialProduct: the product's trial, once, on every quest of it the user does not already have. */
export async function startProductTrial(
  db: Db,
  userId: number,
  productId: number,
  now: Date,
): Promise<ProductAssignment> {
  const { product, first } = await productOrFail(db, userId, productId, now);
  if (product.isAssigned) throw fail(409, 'You already have this product.');
  if (product.isFree) throw fail(409, 'This product is free. Claim it instead of starting a trial.');
  if (offline(product.isOnline)) throw fail(409, 'This product is offline. Please use the interest form.');
  if (product.trialDuration <= 0) throw fail(409, 'This product has no trial.');
  if (product.isTrialTaken) throw fail(409, 'You have already taken the trial of this product.');
  const endsAt = new Date(now.getTime() + product.trialDuration * DAY_MS);
  const onTrial = product.questDetails.filter((quest) => !quest.isAssigned);
  for (const quest of onTrial) await startTrial(db, userId, quest.questId, now, endsAt);
  return {
    success: true,
    productId,
    questId: first.questId,
    questName: first.questName,
    questIds: onTrial.map((quest) => quest.questId),
    isOnTrial: true,
    trialEndsAt: endsAt.toISOString(),
  };
}
