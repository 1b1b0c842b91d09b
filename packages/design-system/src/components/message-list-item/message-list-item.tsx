import styled from 'styled-components';
import { formatDate, wholeCount } from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Card } from '../card';
import { CardSkeleton, MetaList, type MetaItem } from '../live-class-card/card-parts';

/** The replies of a query (ICU plural; `count` a whole number). */
export const REPLY_COUNT_MESSAGE = '{count, plural, one {# reply} other {# replies}}';

/** Props of {@link MessageListItem}. */
export interface MessageListItemProps {
  /** Content: the query's subject; names the item and its button. */
  subject: string;
  /** Content: when the query was sent; shown as a date in India time. */
  date: Date | number;
  /** Content: the mission the query is about. */
  missionName?: string;
  /** Content: how many replies it has; leave out to show none. */
  replyCount?: number;
  /** Appearance: the query has replies the learner has not read: a badge, a bold subject, and "Unread" read
   * before the subject. */
  unread?: boolean;
  /** Content: the unread badge text (also read by screen readers). */
  unreadLabel?: string;
  /** Events: the learner opened the query (the whole item is one button). */
  onOpen?: () => void;
  /** Accessibility: the heading level of the subject. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/** One query in the query box list: subject, date, mission, replies and an unread mark; opens the thread. */
export function MessageListItem({
  subject,
  date,
  missionName,
  replyCount,
  unread = false,
  unreadLabel = 'Unread',
  onOpen,
  headingLevel = 3,
  className,
}: MessageListItemProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const unreadText = t(unreadLabel);
  const facts: MetaItem[] = [{ icon: 'calendar', label: t('Sent'), value: formatDate(date) }];
  // The mission's name is the server's; the subject is what the student typed (not marked).
  if (missionName) facts.push({ icon: 'flag', label: t('Mission'), value: missionName, lang: dataLang });
  if (replyCount !== undefined) {
    facts.push({
      icon: 'query',
      label: t('Replies'),
      value: t(REPLY_COUNT_MESSAGE, { count: wholeCount(replyCount) }),
    });
  }
  return (
    <Root className={className} data-unread={unread || undefined}>
      <Card
        headingLevel={headingLevel}
        titleLines={2}
        title={
          <>
            {unread && <span className="visually-hidden">{`${unreadText}: `}</span>}
            {subject}
          </>
        }
        headerEnd={unread ? <UnreadBadge aria-hidden="true">{unreadText}</UnreadBadge> : undefined}
        onClick={() => onOpen?.()}
      >
        <MetaList items={facts} />
      </Card>
    </Root>
  );
}

/** Props of {@link MessageListItemSkeleton}. */
export interface MessageListItemSkeletonProps {
  /** Accessibility: what a screen reader hears while the queries load. */
  label?: string;
}

/** The list item's shape while the query list loads. */
export function MessageListItemSkeleton({ label = 'Loading…' }: MessageListItemSkeletonProps) {
  const t = useTranslate();
  return <CardSkeleton label={t(label)} lines={3} actions={0} />;
}

/* The wrapper marks unread items: an accent on the start edge and a bold subject. */
const Root = styled.div`
  min-width: 0;

  &[data-unread] > article {
    border-inline-start: ${tokens.borderWidth.thick} solid ${tokens.color.action.primary};
  }

  &:not([data-unread]) h2,
  &:not([data-unread]) h3,
  &:not([data-unread]) h4 {
    font-weight: ${tokens.font.weight.medium};
  }
`;

const UnreadBadge = styled.span`
  display: inline-block;
  padding: 0 ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.action.primary};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.normal};
`;
