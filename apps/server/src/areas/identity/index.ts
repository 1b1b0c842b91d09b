import { identityEndpoints as e } from '@quest/api';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../deps.ts';
import { implement, routePath } from '../../contract.ts';
import { bearerToken, revokeSession } from '../../identity/sessions.ts';
import { clientAddress } from '../../security/throttle.ts';
import {
  changePassword,
  resetChangePassword,
  resetValidateOtp,
  resetVerifyUser,
  signIn,
} from './passwords.ts';
import {
  checkMobileNumber,
  registerUser,
  sendRegistrationOtp,
  updateProfile,
  updateUser,
  validateRegistrationOtp,
} from './registration.ts';
import { identitySettings } from './settings.ts';
import { PROFILE_URL_PREFIX, serveProfilePic, UPLOAD_MESSAGES, uploadProfilePic } from './uploads.ts';
import { currentUser, profileOf, registerCoderCompetition } from './users.ts';

/** Multipart overhead allowed on top of the 2 MB picture before the body is refused unread. */
const UPLOAD_BODY_LIMIT = 2 * 1024 * 1024 + 64 * 1024;

/** Serves the identity calls of the contract and the uploaded profile pictures. */
export function registerIdentity(app: Hono, deps: AppDeps): void {
  implement(app, deps, e.authenticateUser, ({ deps: d, c }) =>
    signIn(d, c.req.header('Authorization'), clientAddress(c, d.config)),
  );

  implement(app, deps, e.getCurrentUser, ({ deps: d, user }) => currentUser(d, user.userId));

  implement(app, deps, e.logout, async ({ deps: d, c }) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (token) await revokeSession(d, token);
    return { success: true as const };
  });

  implement(app, deps, e.getConfig, ({ deps: d }) => {
    const settings = identitySettings(d);
    return {
      tcUrl: settings.tcUrl,
      otpRequired: settings.otpRequired,
      showPromoScreen: settings.showPromoScreen,
      currentTime: d.clock.now().toISOString(),
      supportEmail: settings.supportEmail,
      reportManualUrl: settings.reportManualUrl,
    };
  });

  implement(app, deps, e.changePassword, ({ deps: d, user, body, c }) =>
    changePassword(
      d,
      user.userId,
      bearerToken(c.req.header('Authorization')) ?? '',
      body.oldPassword,
      body.newPassword,
    ),
  );

  // Sending a code is a POST with a JSON body (ADR 0100): a GET (a link or an image on any web page) sends nothing,
  // and a cross-site form cannot send `Content-Type: application/json` without the browser asking first.
  for (const endpoint of [e.sendOtp, e.resetVerifyUser]) {
    app.get(routePath(endpoint), (c) =>
      c.json({ error: 'Use POST to request a code.' }, 405, { Allow: 'POST' }),
    );
    app.post(routePath(endpoint), async (c, next) => {
      if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
        return c.json({ error: 'Request body must be JSON (Content-Type: application/json).' }, 415);
      }
      await next();
    });
  }
  implement(app, deps, e.resetVerifyUser, ({ deps: d, body, c }) =>
    resetVerifyUser(d, body.Username, clientAddress(c, d.config)),
  );
  implement(app, deps, e.resetValidateOtp, ({ deps: d, query }) =>
    resetValidateOtp(d, query.Username, query.OTP),
  );
  implement(app, deps, e.resetChangePassword, ({ deps: d, body }) =>
    resetChangePassword(d, body.Username, body.newPassword),
  );

  implement(app, deps, e.sendOtp, ({ deps: d, body, c }) =>
    sendRegistrationOtp(d, body.MobileNumber, clientAddress(c, d.config)),
  );
  implement(app, deps, e.validateOtp, ({ deps: d, query }) =>
    validateRegistrationOtp(d, query.MobileNumber, query.OTP),
  );
  implement(app, deps, e.checkMobileNumber, ({ deps: d, query, c }) =>
    checkMobileNumber(d, query.MobileNumber, clientAddress(c, d.config)),
  );
  implement(app, deps, e.registerUser, ({ deps: d, body }) => registerUser(d, body));
  implement(app, deps, e.updateUser, ({ deps: d, user, body }) => updateUser(d, user.userId, body));

  implement(app, deps, e.registerCoderCompetition, ({ deps: d, user, body }) =>
    registerCoderCompetition(d.db, user.userId, body.userId, d.clock.now()),
  );

  implement(app, deps, e.getProfile, ({ deps: d, user }) => profileOf(d.db, user.userId));
  implement(app, deps, e.updateProfile, ({ deps: d, user, body }) => updateProfile(d, user.userId, body));

  app.post(
    routePath(e.uploadProfilePic),
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: (c) => c.json({ error: UPLOAD_MESSAGES.tooLarge }, 413),
    }),
  );
  implement(app, deps, e.uploadProfilePic, ({ deps: d, user, body }) =>
    uploadProfilePic(d, user.userId, body.userId, body.profilePic),
  );
  app.get(`${PROFILE_URL_PREFIX}:file`, (c) => serveProfilePic(deps, c));

  implement(app, deps, e.getBoardGrade, async ({ deps: d }) => ({
    boards: await d.db.query<{ boardId: number; boardName: string }>(
      'select id as "boardId", name as "boardName" from boards order by id',
    ),
    grades: await d.db.query<{ gradeId: number; gradeName: string; boardId: number }>(
      'select id as "gradeId", name as "gradeName", board_id as "boardId" from grades order by board_id, id',
    ),
  }));
}
