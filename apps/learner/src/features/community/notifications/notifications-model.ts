import type { NotificationAbout, NotificationItem } from '@quest/api';
import { parseIstTimestamp } from '@quest/flows';
import type { NotificationsItem } from '@quest/design-system';
import { compareMonths, type MonthValue } from '@quest/design-system/format';
import { paths } from '../../../routes/paths';
import { MESSAGE_PARAM } from '../querybox/querybox-model';

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

/** The open buttons' labels (ADR 0116): a reply opens its query's thread, a class notice the live classes. */
export const notificationOpenLabels = {
  queryReply: 'Open the reply',
  liveClasses: 'Go to live classes',
} as const;

/**
 * Where a notification leads (ADR 0116): a reply to the query box with its query open (`?messageId=`, ADR 0064),
 * a class notice to the live classes (/home/connect); null when it is about nothing the app opens (no `about`, a
 * kind this app does not know, a reply without its query).
 */
export function notificationTarget(
  about: NotificationAbout | undefined,
): { href: string; label: string } | null {
  if (about?.kind === 'queryReply' && about.messageId !== undefined) {
    return {
      href: paths.homeQuerybox.getHref({ [MESSAGE_PARAM]: about.messageId }),
      label: notificationOpenLabels.queryReply,
    };
  }
  if (about?.kind === 'liveClasses') {
    return { href: paths.homeConnect.getHref(), label: notificationOpenLabels.liveClasses };
  }
  return null;
}

/** A card's id: the list has no ids, so its position and time make one. */
const itemId = (item: NotificationItem, index: number) => `${index}-${item.modifiedOn}`;

/** The cards of a month, in the server's order (newest first); one about something the app opens has its label. */
export function notificationItems(list: readonly NotificationItem[]): NotificationsItem[] {
  return list.map((item, index) => {
    const target = notificationTarget(item.about);
    return {
      id: itemId(item, index),
      date: parseIstTimestamp(item.modifiedOn),
      text: item.messageText,
      ...(target ? { openLabel: target.label } : {}),
    };
  });
}

/** Where the card `id` of the month `list` leads, or null. */
export function notificationHrefOf(list: readonly NotificationItem[], id: string): string | null {
  const index = list.findIndex((item, i) => itemId(item, i) === id);
  return index === -1 ? null : (notificationTarget(list[index]!.about)?.href ?? null);
}
