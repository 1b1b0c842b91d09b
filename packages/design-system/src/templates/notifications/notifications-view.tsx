import styled from 'styled-components';
import { MonthNavigator } from '../../components/month-navigator';
import {
  NOTIFICATIONS_EMPTY_MESSAGE,
  NotificationCard,
  NotificationCardSkeleton,
} from '../../components/notification-card';
import { formatMonthYear, type MonthValue } from '../../format';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { CardList, DataSection, PageTitle } from '../page-parts/data-section';

/** Texts of the notifications page (learning-app.md §2 "Notifications", §8 empty states; ADR 0062). */
export const notificationsTexts = {
  title: 'Notifications',
  /** The list's name with the month shown (ICU: `{month}`, e.g. "November 2026"). */
  listLabel: 'Notifications, {month}',
  month: 'Month',
  empty: NOTIFICATIONS_EMPTY_MESSAGE,
  loading: 'Loading notifications…',
  failedTitle: 'Could not load the notifications',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
} as const;

/** The states of a month's notifications. */
export type NotificationsState = 'loading' | 'loaded' | 'failed';

/** One notification of the month. */
export interface NotificationsItem {
  /** A key unique in the list (the list has no ids: the time and position do). */
  id: string;
  /** When it was sent or changed (modifiedOn), shown as a date in India time. */
  date: Date | number;
  /** The message (plain text), clamped to two lines with Show more / Show less. */
  text: string;
  /** What the open button says when the notification is about something the app opens ("Open the reply", "Go to
   * live classes"); left out, the card is text only (ADR 0116). */
  openLabel?: string;
}

/** Props of {@link NotificationsView}. */
export interface NotificationsViewProps {
  /** Behaviour: the state of the shown month's notifications. The month navigator shows in every state. */
  state: NotificationsState;
  /** Content: the month shown (`month` 1–12). */
  month: MonthValue;
  /** Behaviour: now (the server's clock); its month in India is the last one the navigator reaches. */
  today: Date | number;
  /** Content: the month's notifications, newest first. Empty shows "Notification not available.". */
  notifications?: NotificationsItem[];
  /** Accessibility: `div` inside the home shell's `main` (default); `main` when the view is the page. */
  as?: 'div' | 'main';
  /** Events: the previous or next month was chosen (never past the current month). */
  onMonthChange: (month: MonthValue) => void;
  /** Events: Try again after the month failed to load. Without it no button is shown. */
  onRetry?: () => void;
  /** Events: a notification's open button (one with `openLabel`) was pressed, with its id. */
  onOpen?: (id: string) => void;
}

/**
 * Notifications (/home/notification): a month navigator that cannot pass the current month over the month's
 * notification cards (date and text clamped to two lines; one about a reply or the live classes opens it, ADR 0116).
 * A failed month says so quietly with Try again instead of looking empty (ADR 0062).
 */
export function NotificationsView({
  state,
  month,
  today,
  notifications = [],
  as = 'div',
  onMonthChange,
  onRetry,
  onOpen,
}: NotificationsViewProps) {
  const t = useTexts(notificationsTexts);
  const translate = useTranslate();
  const monthName = formatMonthYear(month);
  const body = (
    <DataSection
      state={state}
      empty={notifications.length === 0}
      texts={t}
      emptyIcon="bell"
      onRetry={onRetry}
      skeleton={
        <CardList as="div" data-columns="1">
          <NotificationCardSkeleton label="" />
          <NotificationCardSkeleton label="" />
          <NotificationCardSkeleton label="" />
        </CardList>
      }
    >
      <CardList aria-label={translate(t.listLabel, { month: monthName })} data-columns="1">
        {notifications.map((item) => (
          <li key={item.id}>
            <NotificationCard
              date={item.date}
              text={item.text}
              headingLevel={2}
              openLabel={item.openLabel}
              onOpen={item.openLabel && onOpen ? () => onOpen(item.id) : undefined}
            />
          </li>
        ))}
      </CardList>
    </DataSection>
  );
  return (
    <Root as={as}>
      <Header>
        <PageTitle>{t.title}</PageTitle>
        <MonthNavigator value={month} today={today} label={t.month} onChange={onMonthChange} />
      </Header>
      {body}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
  max-width: 48rem;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
`;
