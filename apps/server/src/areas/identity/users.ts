import {
  coderCompetitionNotEligibleMessage,
  type CoderCompetition,
  type Profile,
  type UserInfo,
} from '@quest/api';
import type { z } from 'zod';
import type { identityEndpoints } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { heldQuests } from '../learning/quests.ts';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { toIstTimestamp, publicUrl } from './format.ts';

type UserInfoBody = z.input<typeof identityEndpoints.getCurrentUser.response>;

interface UserRow {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  emailId: string;
  contactNo: string;
  schoolName: string;
  cityName: string;
  stateName: string;
  countryName: string;
  pincode: string;
  isActive: boolean;
  isDeleted: boolean;
  institutionId: number;
  locationId: number;
  groupId: number;
  boardId: number | null;
  gradeId: number | null;
  lastQuestAccessed: number | null;
  lastQuestName: string | null;
  viewedOn: Date | null;
  profilePic: string;
  showDashboard: boolean;
  userType: UserInfo['user_type'] | null;
  loginType: string;
  extraTimeFactor: number;
}

/** The user info of learning-app.md §3 (GetCurrentUser); 404 when the user no longer exists. */
export async function currentUser(deps: AppDeps, userId: number): Promise<UserInfoBody> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const [row] = await db.query<UserRow>(
    `select u.id as "userId", u.user_name as "userName", u.first_name as "firstName",
            u.last_name as "lastName", u.email_id as "emailId", u.contact_no as "contactNo",
            u.school_name as "schoolName", u.city_name as "cityName", u.state_name as "stateName",
            u.country_name as "countryName", u.pincode, u.is_active as "isActive",
            u.is_deleted as "isDeleted", u.institution_id as "institutionId",
            u.location_id as "locationId", u.group_id as "groupId", u.board_id as "boardId",
            u.grade_id as "gradeId", u.last_quest_id as "lastQuestAccessed", q.name as "lastQuestName",
            coalesce(lq.viewed_on, u.viewed_on) as "viewedOn", u.profile_pic as "profilePic",
            u.show_dashboard as "showDashboard", u.user_type as "userType", u.login_type as "loginType",
            u.extra_time_factor::float8 as "extraTimeFactor"
       from users u
       left join quests q on q.id = u.last_quest_id
       left join user_quests lq on lq.user_id = u.id and lq.quest_id = u.last_quest_id
      where u.id = $1`,
    [userId],
  );
  if (!row) throw fail(404, 'User not found.');

  const held = await heldQuests(deps, userId);

  const { userType, viewedOn, profilePic, ...fields } = row;
  return {
    ...fields,
    viewedOn: viewedOn ? toIstTimestamp(viewedOn) : null,
    profilePic: publicUrl(config.origins.app, profilePic),
    user_type: userType,
    userQuestList: held,
    coderCompetition: await coderCompetition(db, userId, now),
  };
}

/**
 * Eligible: the user holds a live quest (assigned, or a trial that has not ended) with a GO_CODERZ mission.
 * Status: from coder_competition_entries; no row means NotRegistered.
 */
export async function coderCompetition(db: Db, userId: number, now: Date): Promise<CoderCompetition> {
  const [row] = await db.query<{ eligible: boolean; status: CoderCompetition['status'] | null }>(
    `select exists (
              select 1 from user_quests uq join missions m on m.quest_id = uq.quest_id
               where uq.user_id = $1 and upper(m.name) = 'GO_CODERZ'
                 and (uq.is_assigned
                      or (uq.is_on_trial and (uq.trial_ends_at is null or uq.trial_ends_at > $2)))
            ) as eligible,
            (select status from coder_competition_entries where user_id = $1) as status`,
    [userId, now],
  );
  return { eligible: row?.eligible ?? false, status: row?.status ?? 'NotRegistered' };
}

/**
 * Registers the signed-in student for the coding competition (ADR 0048): an entry with status Registered, unless
 * one exists already (a repeat, or Submitted, stays as it is). Another user's id or a student who is not eligible
 * → 403. Answers the updated coderCompetition object.
 */
export async function registerCoderCompetition(
  db: Db,
  sessionUserId: number,
  userId: number,
  now: Date,
): Promise<CoderCompetition> {
  requireOwn(sessionUserId, userId);
  const current = await coderCompetition(db, userId, now);
  if (!current.eligible) throw fail(403, coderCompetitionNotEligibleMessage);
  await db.query(
    `insert into coder_competition_entries (user_id, status, updated_at) values ($1, 'Registered', $2)
     on conflict (user_id) do nothing`,
    [userId, now],
  );
  return coderCompetition(db, userId, now);
}

export async function profileOf(db: Db, userId: number): Promise<Profile> {
  const [row] = await db.query<Profile>(
    `select id as "userId", first_name as "firstName", email_id as "emailId", city_name as "cityName", pincode
       from users where id = $1`,
    [userId],
  );
  if (!row) throw fail(404, 'User not found.');
  return row;
}

/** A student may only read and write their own record. */
export function requireOwn(sessionUserId: number, userId: number): void {
  if (sessionUserId !== userId) throw fail(403, 'You can only change your own details.');
}

/** Board and grade go together, and the grade must belong to the board (Enter Details). */
export async function checkBoardGrade(
  db: Db,
  boardId: number | undefined,
  gradeId: number | undefined,
): Promise<void> {
  if (boardId === undefined && gradeId === undefined) return;
  if (boardId === undefined) throw fail(400, 'Please select board');
  if (gradeId === undefined) throw fail(400, 'Please select grade');
  const [board] = await db.query('select 1 from boards where id = $1', [boardId]);
  if (!board) throw fail(400, 'Please select board');
  const [grade] = await db.query('select 1 from grades where id = $1 and board_id = $2', [gradeId, boardId]);
  if (!grade) throw fail(400, 'Please select grade');
}

/** Keeps what sign-up sent besides the user fields (coupon field, UTM parameters). */
export async function recordSignupDetails(
  db: Db,
  now: Date,
  userId: number,
  promoCode: string | undefined,
  utmData: unknown,
): Promise<void> {
  if (promoCode === undefined && utmData === undefined) return;
  await db.query(
    `insert into user_signup_details (user_id, promo_code, utm_data, updated_at)
     values ($1, coalesce($2, ''), $3::jsonb, $4)
     on conflict (user_id) do update set
       promo_code = coalesce($2, user_signup_details.promo_code),
       utm_data = coalesce($3::jsonb, user_signup_details.utm_data),
       updated_at = $4`,
    [userId, promoCode ?? null, utmData === undefined ? null : JSON.stringify(utmData), now],
  );
}

/**
 * The free starter quest of a grade (ADR 0013): the first free, online quest listed for the grade. Assigned to
 * the user when they choose their grade; returns it, or null when the grade has none.
 */
export async function assignStarterQuest(
  db: Db,
  now: Date,
  userId: number,
  gradeId: number,
): Promise<{ questId: number; questname: string } | null> {
  const [quest] = await db.query<{ id: number; name: string }>(
    `select id, name from quests
      where is_free and coalesce(is_online, true) and $1 = any(grade_ids)
      order by id limit 1`,
    [gradeId],
  );
  if (!quest) return null;
  await db.query(
    `insert into user_quests (user_id, quest_id, is_assigned, assigned_at) values ($1, $2, true, $3)
     on conflict (user_id, quest_id) do update set
       is_assigned = true, assigned_at = coalesce(user_quests.assigned_at, excluded.assigned_at)`,
    [userId, quest.id, now],
  );
  return { questId: quest.id, questname: quest.name };
}
