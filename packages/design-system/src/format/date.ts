import { addMinutes, format } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import { questI18n } from '../i18n/i18n';

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MINUTES = 330;

/** A calendar month: `month` is 1–12. The notification fetch asks by month and year. */
export interface MonthValue {
  year: number;
  month: number;
}

/** The date and clock fields of an instant as read on a wall clock in India (UTC+05:30). */
export interface IstParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const valid = (date: Date | number) => {
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The fields of `date` in UTC+05:30, whatever the machine's own time zone; null for an invalid date. */
export function istParts(date: Date | number): IstParts | null {
  const d = valid(date);
  if (!d) return null;
  const shifted = addMinutes(d, IST_OFFSET_MINUTES);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

// date-fns formats in the machine's zone, so it is handed a local Date whose fields are the IST fields. Noon (for
// days) and 1 Jan 2000 (for clock times) exist in every zone: no daylight-saving gap can move them.
const istDay = (p: IstParts) => new Date(p.year, p.month - 1, p.day, 12);
const istClock = (p: IstParts) => new Date(2000, 0, 1, p.hours, p.minutes, p.seconds);
const withParts = (date: Date | number, fn: (p: IstParts) => string) => {
  const parts = istParts(date);
  return parts ? fn(parts) : '';
};

/*
 * In Hindi (and the pseudo-locale, whose sweep looks for English words) dates are written by Intl for hi-IN in
 * India's time zone: "21 नव॰ 2026", "4:05 pm", "शनिवार", "नवंबर 2026" (ADR 0142). English keeps date-fns' en-IN.
 */
const inHindi = () => questI18n.locale !== 'en';
const hindiFormats = new Map<string, Intl.DateTimeFormat>();
function hindi(date: Date | number, options: Intl.DateTimeFormatOptions): string {
  const d = valid(date);
  if (!d) return '';
  const key = JSON.stringify(options);
  let formatter = hindiFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', ...options });
    hindiFormats.set(key, formatter);
  }
  return formatter.format(d);
}

/** "21 Nov 2026" (en-IN, UTC+05:30; "21 नव॰ 2026" in Hindi); '' for an invalid date. */
export function formatDate(date: Date | number): string {
  if (inHindi()) return hindi(date, { day: 'numeric', month: 'short', year: 'numeric' });
  return withParts(date, (p) => format(istDay(p), 'd MMM yyyy', { locale: enIN }));
}

/** "4:05 PM" (en-IN, UTC+05:30; "4:05 pm" in Hindi); '' for an invalid date. */
export function formatTime(date: Date | number): string {
  if (inHindi()) return hindi(date, { hour: 'numeric', minute: '2-digit' });
  return withParts(date, (p) => format(istClock(p), 'h:mm a', { locale: enIN }));
}

/** "21 Nov 2026, 4:05 PM": test assignment start and end (UTC+05:30); '' for an invalid date. */
export function formatDateTime(date: Date | number): string {
  const day = formatDate(date);
  return day && `${day}, ${formatTime(date)}`;
}

/** The parts of a session card's date (store-and-assessment.md §3): weekday, day of month, month and year. */
export interface SessionDateParts {
  /** "Saturday" */
  weekday: string;
  /** "21" */
  day: string;
  /** "Nov 2026" */
  monthYear: string;
}

/** Weekday, day and month-year of `date` in UTC+05:30, for session cards; null for an invalid date. */
export function sessionDateParts(date: Date | number): SessionDateParts | null {
  const parts = istParts(date);
  if (!parts) return null;
  const day = istDay(parts);
  if (inHindi())
    return {
      weekday: hindi(date, { weekday: 'long' }),
      day: String(parts.day),
      monthYear: hindi(date, { month: 'short', year: 'numeric' }),
    };
  return {
    weekday: format(day, 'EEEE', { locale: enIN }),
    day: String(parts.day),
    monthYear: format(day, 'MMM yyyy', { locale: enIN }),
  };
}

/** The label before a last-viewed date (store-and-assessment.md §3). */
export const VIEWED_ON_LABEL = 'Viewed on date:';

/** "Viewed on date: 21 Nov 2026"; '' for an invalid date. */
export function formatViewedOn(date: Date | number): string {
  const day = formatDate(date);
  return day && `${questI18n.translate(VIEWED_ON_LABEL)} ${day}`;
}

/**
 * The access-record timestamp, "YYYY-MM-DD HH:mm:ss" in UTC+05:30 (learning-app.md §9); '' for an invalid date.
 * 2026-11-21T18:40:05Z → "2026-11-22 00:10:05".
 */
export function formatIstTimestamp(date: Date | number): string {
  return withParts(date, (p) => `${format(istDay(p), 'yyyy-MM-dd')} ${format(istClock(p), 'HH:mm:ss')}`);
}

/** The month `date` falls in, in UTC+05:30: what "the current month" is for a month navigator. */
export function istMonth(date: Date | number): MonthValue | null {
  const parts = istParts(date);
  return parts && { year: parts.year, month: parts.month };
}

/** "November 2026" (en-IN; "नवंबर 2026" in Hindi). */
export function formatMonthYear({ year, month }: MonthValue): string {
  // Noon UTC of the 15th is the same day in India: the month is right whatever the machine's zone.
  if (inHindi()) return hindi(Date.UTC(year, month - 1, 15, 12), { month: 'long', year: 'numeric' });
  return format(new Date(year, month - 1, 1, 12), 'MMMM yyyy', { locale: enIN });
}

/** The month `delta` months after `value` (negative for before): Dec 2026 + 1 → Jan 2027. */
export function shiftMonth({ year, month }: MonthValue, delta: number): MonthValue {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Negative when `a` is before `b`, 0 for the same month, positive after. */
export function compareMonths(a: MonthValue, b: MonthValue): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}
