import { communityEndpoints, masterclassUploadLimits, messageAttachmentLimits } from '@quest/api';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../deps.ts';
import { ApiFailure, implement, requireSelf, routePath } from '../../contract.ts';
import { userFromBearer } from '../../identity/sessions.ts';
import {
  entitledQuestIds,
  requireMasterclassEntitlement,
  requireMissionEntitlement,
  requireQuestEntitlement,
} from '../learning/entitlement.ts';
import { leaderboard, setSharing, sharedData } from './leaderboard.ts';
import { activeMasterclassLinks, storeMasterclassZip, uploadMessages } from './masterclass.ts';
import { attachmentFor, attachmentRoute, queryThreads, saveMessage } from './messages.ts';
import { notificationsOfMonth } from './notifications.ts';
import { currentUserSchedules, trialSchedules } from './schedules.ts';
import { isStoredName, readUpload } from './uploads.ts';

/** Room for the multipart framing around the files. */
const FORM_OVERHEAD = 1024 * 1024;

/** Refuses an oversized upload before it is read into memory. */
const limitBody = (maxSize: number, message: string) =>
  bodyLimit({ maxSize, onError: (c: Context) => c.json({ error: message }, 413) });

/** Serves the community calls of the contract. */
export function registerCommunity(app: Hono, deps: AppDeps): void {
  const e = communityEndpoints;

  // Names and scores of a quest's learners: only to a student entitled to that quest (ADR 0105).
  implement(app, deps, e.getLeaderBoard, async ({ query, user, deps: d }) => {
    await requireQuestEntitlement(d, user.userId, query.QuestId);
    return leaderboard(d.db, query.QuestId);
  });

  implement(app, deps, e.getNotification, ({ query, user, deps: d }) => {
    requireSelf(user, query.UserId);
    return notificationsOfMonth(d.db, user.userId, query.Year, query.Month, d.clock.now());
  });

  implement(app, deps, e.getSharedData, async ({ query, user, deps: d }) => {
    requireSelf(user, query.UserId);
    await requireQuestEntitlement(d, user.userId, query.QuestId);
    return sharedData(d.db, user.userId, query.QuestId);
  });

  implement(app, deps, e.postSharedData, async ({ body, user, deps: d }) => {
    await requireQuestEntitlement(d, user.userId, body.questId);
    return setSharing(d.db, user.userId, body.userId, body.questId, body.isShared, d.clock.now());
  });

  // Only the classes of quests the student is entitled to now (an expired trial's classes drop out).
  implement(app, deps, e.getCurrentUserSchedules, async ({ query, user, deps: d }) => {
    requireSelf(user, query.UserId);
    return currentUserSchedules(d.db, user.userId, d.clock.now(), await entitledQuestIds(d, user.userId));
  });

  implement(app, deps, e.getTrialSchedules, async ({ query, user, deps: d }) => {
    requireSelf(user, query.UserId);
    await requireMissionEntitlement(d, user.userId, query.Missionid);
    return trialSchedules(d.db, query.Missionid, d.clock.now());
  });

  implement(app, deps, e.getMessageList, ({ user, deps: d }) => queryThreads(d.db, user.userId));

  app.use(
    routePath(e.insertUpdateMessage),
    limitBody(
      messageAttachmentLimits.maxFiles * messageAttachmentLimits.maxFileBytes + FORM_OVERHEAD,
      'The attachments are too big: at most 5 files of 5 MB each.',
    ),
  );
  implement(app, deps, e.insertUpdateMessage, async ({ body, user, deps: d }) => {
    await requireQuestEntitlement(d, user.userId, body.questId);
    return saveMessage(d.db, user, body, d.clock.now());
  });

  implement(app, deps, e.getMasterclassLinks, async ({ user, deps: d }) => {
    await requireMasterclassEntitlement(d, user.userId);
    return activeMasterclassLinks(d.db);
  });

  app.use(
    routePath(e.uploadMasterclassFiles),
    limitBody(masterclassUploadLimits.maxBytes + FORM_OVERHEAD, uploadMessages.tooBig),
  );
  implement(app, deps, e.uploadMasterclassFiles, ({ body, user, deps: d }) => {
    requireSelf(user, body.UserId);
    return storeMasterclassZip(d.db, user.userId, body.file, d.clock.now());
  });

  // Query attachments: only the learner who asked the query, with the bearer token
  // (docs/decisions/0039-community-uploads-and-queries.md).
  app.get(attachmentRoute, async (c) => {
    try {
      const user = await userFromBearer(deps, c.req.header('Authorization'));
      const storedName = c.req.param('file') ?? '';
      const file = isStoredName(storedName) ? await attachmentFor(deps.db, user.userId, storedName) : null;
      const bytes = file && (await readUpload(deps.db, 'messages', storedName));
      if (!file || !bytes) return c.json({ error: 'File not found.' }, 404);
      const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return new Response(bytes, {
        headers: {
          'Content-Type': file.fileType,
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': `${file.inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          'Content-Security-Policy': "sandbox; default-src 'none'",
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-cache',
        },
      });
    } catch (error) {
      if (error instanceof ApiFailure) return c.json({ error: error.message }, error.status);
      throw error;
    }
  });
}
