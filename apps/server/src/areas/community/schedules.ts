import { scheduleTypes, type Schedule, type TrialSchedules } from '@quest/api';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { DAY_MS, istIso, istMidnight, scheduleTypeAt } from './time.ts';

interface ScheduleRow {
  courseName: string;
  scheduleName: string;
  teacher: string;
  startsAt: Date | null;
  dayOffset: number | null;
  startSecond: number | null;
  duration: number;
  joinLink: string;
  appJoinLink: string;
  recordingLink: string;
}

const scheduleColumns = `course_name as "courseName", schedule_name as "scheduleName", teacher,
  starts_at as "startsAt", day_offset as "dayOffset", start_second as "startSecond", duration,
  join_link as "joinLink", app_join_link as "appJoinLink", recording_link as "recordingLink"`;

/** The session's links: the join links, or once it is over the recording (when there is one). */
function linksOf(row: ScheduleRow, type: string): { joinLink: string; appJoinLink: string } {
  if (type === scheduleTypes.recording && row.recordingLink) {
    return { joinLink: row.recordingLink, appJoinLink: row.recordingLink };
  }
  return { joinLink: row.joinLink, appJoinLink: row.appJoinLink };
}

/**
 * When a session starts: its fixed instant, or — for a session stored relative to the day it is read on —
 * `dayOffset` days after today's midnight (UTC+05:30) plus `startSecond` (docs/decisions/0038-community-schedule-times.md).
 */
export function startOf(row: Pick<ScheduleRow, 'startsAt' | 'dayOffset' | 'startSecond'>, now: Date): Date {
  if (row.startsAt) return row.startsAt;
  return new Date(istMidnight(now).getTime() + (row.dayOffset ?? 0) * DAY_MS + (row.startSecond ?? 0) * 1000);
}

/**
 * Today's classes (UTC+05:30) of the learner: those of the quests they are entitled to (`questIds`: held, trial
 * not over — ADR 0105) and their own, earliest first.
 */
export async function currentUserSchedules(
  db: Db,
  userId: number,
  now: Date,
  questIds: readonly number[],
): Promise<Schedule[]> {
  const midnight = istMidnight(now);
  const rows = await db.query<ScheduleRow>(
    `select ${scheduleColumns}
       from community_schedules s
      where s.kind = 'class'
        and (s.user_id = $1 or s.quest_id = any($4::int[]))
        and (s.day_offset = 0 or (s.starts_at >= $2 and s.starts_at < $3))
      order by s.id`,
    [userId, midnight, new Date(midnight.getTime() + DAY_MS), [...questIds]],
  );
  return rows
    .map((row) => ({ row, start: startOf(row, now) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map(({ row, start }) => {
      const type = scheduleTypeAt(start, row.duration, now);
      return {
        CourseName: row.courseName,
        scheduleName: row.scheduleName,
        Teacher: row.teacher,
        startTime: istIso(start),
        duration: row.duration,
        type,
        data: linksOf(row, type),
      };
    });
}

/** The mission's sessions (earliest first), the mission's name and its operations as tiles. */
export async function trialSchedules(db: Db, missionId: number, now: Date): Promise<TrialSchedules> {
  const [mission] = await db.query<{ missionId: number; missionDisplayName: string }>(
    'select id as "missionId", display_name as "missionDisplayName" from missions where id = $1',
    [missionId],
  );
  if (!mission) throw fail(404, 'Mission not found.');
  const rows = await db.query<ScheduleRow>(
    `select ${scheduleColumns} from community_schedules s where s.kind = 'trial' and s.mission_id = $1 order by s.id`,
    [missionId],
  );
  const operations = await db.query<{
    operationId: number;
    missionId: number;
    operationDisplayName: string;
    imageUrl: string;
  }>(
    `select id as "operationId", mission_id as "missionId", display_name as "operationDisplayName",
            image_url as "imageUrl"
       from operations where mission_id = $1 order by sequence_no, id`,
    [missionId],
  );
  const schedules = rows
    .map((row) => ({ row, start: startOf(row, now) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map(({ row, start }) => {
      const type = scheduleTypeAt(start, row.duration, now);
      return {
        startTime: istIso(start),
        duration: row.duration,
        scheduleName: row.scheduleName,
        ...linksOf(row, type),
        type,
      };
    });
  return {
    scheduleDataResult: {
      schedules,
      mission,
      // An image kept inline (a data: URI) travels as operationB64; a link as imageUrl.
      operations: operations.map((op) => {
        const inline = op.imageUrl.startsWith('data:image/');
        return { ...op, operationB64: inline ? op.imageUrl : '', imageUrl: inline ? '' : op.imageUrl };
      }),
    },
  };
}
