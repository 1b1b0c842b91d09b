import { formatDate } from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { Button } from '../button';
import { Card } from '../card';
import { ExpandableText } from '../expandable-text';
import { CardSkeleton } from '../live-class-card/card-parts';

/** The empty text of the notifications list (learning-app.md §2 "Notifications"). */
export const NOTIFICATIONS_EMPTY_MESSAGE = 'Notification not available.';

/** Props of {@link NotificationCard}. */
export interface NotificationCardProps {
  /** Content: when the notification was sent or changed (modifiedOn); shown as a date in India time. */
  date: Date | number;
  /** Content: the notification's text (plain text; line breaks are kept). */
  text: string;
  /** Appearance: lines shown while collapsed. */
  lines?: number;
  /** Content: the toggle's label while collapsed. */
  moreLabel?: string;
  /** Content: the toggle's label while expanded. */
  lessLabel?: string;
  /** Behaviour: expanded at first. */
  defaultExpanded?: boolean;
  /** Events: called with the new state when Show more / Show less is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Content: the label of the button that opens what the notification is about, e.g. "Open the reply" (ADR 0116).
   * Shown only with `onOpen`. */
  openLabel?: string;
  /** Events: the open button was pressed (a reply's query thread, the live classes). Without it the card is text. */
  onOpen?: () => void;
  /** Accessibility: the heading level of the date, which names the card. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** One notification: its date and its text clamped to two lines with Show more / Show less; with `onOpen`, a
 * button that opens what it is about. */
export function NotificationCard({
  date,
  text,
  lines = 2,
  moreLabel = 'Show more',
  lessLabel = 'Show less',
  defaultExpanded = false,
  onExpandedChange,
  openLabel = 'Open',
  onOpen,
  headingLevel = 3,
  className,
}: NotificationCardProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const instant = new Date(date);
  const valid = !Number.isNaN(instant.getTime());
  return (
    <Card
      className={className}
      headingLevel={headingLevel}
      title={valid ? <time dateTime={instant.toISOString()}>{formatDate(instant)}</time> : undefined}
      actions={
        onOpen ? (
          <Button variant="secondary" size="sm" iconEnd="chevron-right" onClick={onOpen}>
            {t(openLabel)}
          </Button>
        ) : undefined
      }
    >
      <ExpandableText
        lang={dataLang}
        lines={lines}
        moreLabel={t(moreLabel)}
        lessLabel={t(lessLabel)}
        defaultExpanded={defaultExpanded}
        onExpandedChange={onExpandedChange}
      >
        {text}
      </ExpandableText>
    </Card>
  );
}

/** Props of {@link NotificationCardSkeleton}. */
export interface NotificationCardSkeletonProps {
  /** Accessibility: what a screen reader hears while the month's notifications load. */
  label?: string;
}

/** The notification card's shape while a month's notifications load. */
export function NotificationCardSkeleton({ label = 'Loading…' }: NotificationCardSkeletonProps) {
  const t = useTranslate();
  return <CardSkeleton label={t(label)} lines={3} actions={0} />;
}
