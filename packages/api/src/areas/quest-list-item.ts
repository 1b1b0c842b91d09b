import { z } from 'zod';
import { dbInt } from '../core/schema.ts';

/*
 * The one learning entity identity's current user is built from, in a module of its own so the identity area
 * does not import the learning area: an app that loads identity's schemas alone (the sign-in screen's first calls)
 * does not load learning's (ADR 0123). learning.ts re-exports it; GetUserQuest answers a list of it.
 */

/** A quest the user holds (GetUserQuest; the current user's userQuestList extends it). */
export const questListItemSchema = z.object({
  questId: dbInt,
  questName: z.string(),
  productId: dbInt.nullable().default(null),
  /** True when a trial (not bought) has ended: the app blocks the content and shows "Trial Expired". */
  isTrialOver: z.boolean().default(false),
  isOnTrial: z.boolean().default(false),
  isAssigned: z.boolean(),
});
export type QuestListItem = z.output<typeof questListItemSchema>;
