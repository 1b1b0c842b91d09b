import { scheduleTypes } from '@quest/api';

/** The spec's fixed UTC+05:30 offset (learning-app.md §9). */
export const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;
/** The join window opens this long before the start (store-and-assessment.md §9). */
export const JOIN_WINDOW_MS = 5 * 60_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The wall-clock parts of an instant in UTC+05:30. */
function istParts(at: Date) {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

/** YYYY-MM-DD of the day the instant falls on in UTC+05:30. */
export function istDate(at: Date): string {
  const p = istParts(at);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** YYYY-MM-DD HH:mm:ss in UTC+05:30 (learning-app.md §9). */
export function istTimestamp(at: Date): string {
  const p = istParts(at);
  return `${istDate(at)} ${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)}`;
}

/** ISO 8601 with the +05:30 offset, e.g. 2025-03-14T15:30:00+05:30. */
export function istIso(at: Date): string {
  return `${istTimestamp(at).replace(' ', 'T')}+05:30`;
}

/** Midnight (00:00 in UTC+05:30) of the day the instant falls on. */
export function istMidnight(at: Date): Date {
  const shifted = at.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

/** Seconds since midnight in UTC+05:30. */
export function istSecondOfDay(at: Date): number {
  return Math.floor((at.getTime() - istMidnight(at).getTime()) / 1000);
}

/** The first instant of a month in UTC+05:30 (month 1-12; 13 rolls into the next year). */
export function istMonthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS);
}

/** The year and month (1-12) an instant falls in, in UTC+05:30. */
export function istYearMonth(at: Date): { year: number; month: number } {
  const p = istParts(at);
  return { year: p.year, month: p.month };
}

/**
 * The live-class / session status rule (learning-app.md §4, store-and-assessment.md §4): more than 5 minutes
 * before the start → upcoming ('2'); from 5 minutes before the start until the duration ends → live ('1',
 * Join); afterwards → recording ('3').
 */
export function scheduleTypeAt(start: Date, durationMinutes: number, now: Date): string {
  const t = now.getTime();
  if (t < start.getTime() - JOIN_WINDOW_MS) return scheduleTypes.upcoming;
  if (t < start.getTime() + durationMinutes * 60_000) return scheduleTypes.live;
  return scheduleTypes.recording;
}
