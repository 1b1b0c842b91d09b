import type { Hono } from 'hono';
import { contentKindOf, learningEndpoints as e } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { implement, requireSelf } from '../../contract.ts';
import { currentLog } from '../../log.ts';
import { openContent, recordContentAccess } from './content-access.ts';
import { GRANTED_TYPE_CODES, grantedUrl, issueContentGrant } from './content-grants.ts';
import { buildContentList } from './content-list.ts';
import { openKinds, requireContentEntitlement, requireQuestEntitlement } from './entitlement.ts';
import { issueLearningToolToken } from './learning-tool.ts';
import { locationContentStatus } from './location.ts';
import { pointsBalance, redeemPoints } from './points.ts';
import { heldQuests, requireHeldQuest } from './quests.ts';
import { ratingSummary, setRating } from './rating.ts';
import { buildUserProgress } from './user-progress.ts';

export { verifyLearningToolToken } from './learning-tool.ts';

/** Serves the learning calls of the contract. */
export function registerLearning(app: Hono, deps: AppDeps): void {
  implement(app, deps, e.getUserQuest, async ({ query, user, deps }) => {
    requireSelf(user, query.userId);
    return { questList: await heldQuests(deps, user.userId) };
  });

  implement(app, deps, e.getContentList, async ({ query, user, deps }) => {
    // Held (else 403); an expired trial still gets the list (ADR 0017) but no content bodies (ADR 0105).
    const quest = await requireHeldQuest(deps, user.userId, query.QuestId);
    const list = await buildContentList(deps, user.userId, query.QuestId, quest.isTrialOver);
    const open = await openKinds(deps, user.userId);
    const grant =
      !quest.isTrialOver && list.questContents.some((c) => GRANTED_TYPE_CODES.includes(c.contentTypeCode))
        ? await issueContentGrant(deps, user.userId, query.QuestId)
        : undefined;
    return {
      ...list,
      questContents: list.questContents.map((content) => {
        if (quest.isTrialOver || !open[contentKindOf(content.contentTypeCode)]) {
          return { ...content, fileUrl: '', htmlContent: '' };
        }
        if (grant && content.fileUrl && GRANTED_TYPE_CODES.includes(content.contentTypeCode)) {
          return { ...content, fileUrl: grantedUrl(content.fileUrl, grant, content.contentId) };
        }
        return content;
      }),
    };
  });

  implement(app, deps, e.getUserProgress, async ({ query, user, deps }) => {
    requireSelf(user, query.UserId);
    await requireHeldQuest(deps, user.userId, query.QuestId);
    return buildUserProgress(deps.db, user.userId, query.QuestId);
  });

  implement(app, deps, e.getContentRating, async ({ query, user, deps }) => {
    await requireContentEntitlement(deps, user.userId, query.ContentId);
    return ratingSummary(deps.db, query.ContentId, user.userId);
  });

  implement(app, deps, e.setContentRating, async ({ body, user, deps }) => {
    requireSelf(user, body.userId);
    await requireContentEntitlement(deps, user.userId, body.contentId);
    await setRating(deps, user.userId, body.contentId, body.rating);
    return ratingSummary(deps.db, body.contentId, user.userId);
  });

  implement(app, deps, e.sendContentAccess, async ({ body, user, deps }) => {
    requireSelf(user, body.userId);
    // recordContentAccess checks the same entitlement (held, live trial, kind open) before it writes.
    return { pointCardSatus: await recordContentAccess(deps, body) };
  });

  // The server's own record of a content being opened (ADR 0106): first-access points are measured from it.
  implement(app, deps, e.openContent, async ({ body, user, deps }) => {
    requireSelf(user, body.userId);
    await openContent(deps, user.userId, body.questId, body.contentId);
    return { success: true as const };
  });

  implement(app, deps, e.setContentDownload, async ({ query, user, deps }) => {
    requireSelf(user, query.UserId);
    await requireContentEntitlement(deps, user.userId, query.ContentId);
    await deps.db.query(
      'insert into content_downloads (user_id, content_id, downloaded_at) values ($1, $2, $3)',
      [user.userId, query.ContentId, deps.clock.now()],
    );
    return { success: true as const };
  });

  implement(app, deps, e.getLocationContentStatus, async ({ body, deps }) => ({
    payload: await locationContentStatus(deps.db, body.LocationId),
  }));

  implement(app, deps, e.setCrmData, async ({ query, user, deps }) => {
    // Fire and forget in the app; here it is only logged and kept (learning-app.md §7, §8).
    // The user id only: phone and name are personal data and stay out of the log (ADR 0103).
    currentLog(deps.log).info({ crm: 'SetCRMData', userId: user.userId }, 'SetCRMData');
    await deps.db.query(
      'insert into crm_calls (user_id, phone, name, product_name, created_at) values ($1, $2, $3, $4, $5)',
      [user.userId, query.phone, query.name, query.product_name, deps.clock.now()],
    );
    return { success: true as const };
  });

  implement(app, deps, e.getLearningToolToken, async ({ query, user, deps }) => {
    requireSelf(user, query.UserId);
    await requireQuestEntitlement(deps, user.userId, query.QuestId);
    return { token: await issueLearningToolToken(deps, user.userId, query.QuestId) };
  });

  // Redeem Points (ADR 0061): not in the spec.
  implement(app, deps, e.getPointsBalance, async ({ query, user, deps }) => {
    await requireHeldQuest(deps, user.userId, query.QuestId);
    return pointsBalance(deps.db, user.userId, query.QuestId, deps.clock.now());
  });

  implement(app, deps, e.redeemPoints, async ({ body, user, deps }) => {
    await requireHeldQuest(deps, user.userId, body.questId);
    return redeemPoints(deps.db, user.userId, body.questId, body.points, deps.clock.now());
  });
}
