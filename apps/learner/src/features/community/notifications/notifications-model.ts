import type { NotificationItem } from '@quest/api';
import { parseIstTimestamp } from '@quest/flows';
import type { NotificationsItem } from '@quest/design-system';
import { compareMonths, type MonthValue } from '@quest/design-system/format';

/** The query parameter of /home/notification holding the month shown, as YYYY-MM (so Back returns to it). */
export const MONTH_PARAM = 'month';

const pad = (n: number) => String(n).padStart(2, '0');

/** 2025-03 for March 2025. */
export const monthParamOf = ({ year, month }: MonthValue) => `${year}-${pad(month)}`;

/**
 * The month in the address, or the current month when it is missing, malformed or after the current month (the
 * navigator never goes past it, and the server has nothing there).
 */
export function readMonth(value: string | null, current: MonthValue): MonthValue {
  const match = value === null ? null : /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return current;
  const parsed = { year: Number(match[1]), month: Number(match[2]) };
  if (parsed.year < 2000 || parsed.month < 1 || parsed.month > 12) return current;
  return compareMonths(parsed, current) > 0 ? current : parsed;
}

/** The cards of a month, in the server's order (newest first). */
export function notificationItems(list: readonly NotificationItem[]): NotificationsItem[] {
  return list.map((item, index) => ({
    id: `${index}-${item.modifiedOn}`,
    date: parseIstTimestamp(item.modifiedOn),
    text: item.messageText,
  }));
}
