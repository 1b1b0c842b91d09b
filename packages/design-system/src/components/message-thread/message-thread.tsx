import { useId } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { wholeCount } from '../../format';
import { REPLY_COUNT_MESSAGE } from '../message-list-item/message-list-item';
import { RichText } from '../rich-text';
import { Skeleton, SkeletonGroup } from '../skeleton';
import { MessageAttachments, type MessageAttachment } from './message-attachments';
import { wrapWords } from '../../internal/text-wrap';

export type { MessageAttachment } from './message-attachments';

/** A reply in a query's thread. */
export interface MessageReply {
  /** Identifies the reply (the list's key). */
  id: string | number;
  /** Who wrote it. */
  sender: string;
  /** When it was sent; shown in India time. */
  date: Date | number;
  /** The reply's text as server HTML (sanitized by RichText). */
  bodyHtml: string;
  /** Files sent with the reply. */
  attachments?: MessageAttachment[];
}

/** Props of {@link MessageThread}. */
export interface MessageThreadProps {
  /** Content: the query's subject; the thread's heading. */
  subject: string;
  /** Content: who asked (createdByName). */
  sender?: string;
  /** Content: when the query was sent; shown in India time. */
  date: Date | number;
  /** Content: the mission the query is about. */
  missionName?: string;
  /** Content: the query's text as server HTML (sanitized by RichText). */
  bodyHtml: string;
  /** Content: files sent with the query. */
  attachments?: MessageAttachment[];
  /** Content: the replies, oldest first. */
  replies?: MessageReply[];
  /** Content: shown under "Replies" while there are none. */
  noRepliesMessage?: string;
  /** Content: the replies heading. */
  repliesLabel?: string;
  /** Content: the name of each attachment list. */
  attachmentsLabel?: string;
  /** Content: the download buttons' text ("Download"). */
  downloadLabel?: string;
  /** Content: each download button's name, a message with the file's name as `{fileName}` ("Download {fileName}"). */
  downloadName?: string;
  /** Behaviour: the attachment being downloaded: its button shows a spinner and ignores presses. */
  downloadingAttachmentId?: string | number;
  /** Behaviour: the thread is loading: placeholder shapes and `aria-busy` under the subject. */
  loading?: boolean;
  /** Events: the learner pressed Download on an attachment (of the query or of a reply). */
  onDownloadAttachment?: (attachment: MessageAttachment) => void;
  /** Accessibility: the heading level of the subject; the replies heading is one level below. */
  headingLevel?: 1 | 2 | 3;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/** A query with its text, attachments (type and size, downloadable) and the replies under it. */
export function MessageThread({
  subject,
  sender,
  date,
  missionName,
  bodyHtml,
  attachments = [],
  replies = [],
  noRepliesMessage = 'No replies yet.',
  repliesLabel = 'Replies',
  attachmentsLabel = 'Attachments',
  downloadLabel = 'Download',
  downloadName = 'Download {fileName}',
  downloadingAttachmentId,
  loading = false,
  onDownloadAttachment,
  headingLevel = 2,
  className,
}: MessageThreadProps) {
  const t = useTranslate();
  // Names (the sender's, the mission's) are the server's data; the subject and the messages are what people typed,
  // in a language nobody knows, and stay unmarked.
  const dataLang = useDataLang();
  const headingId = useId();
  const repliesId = useId();
  const subHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const files = (list: MessageAttachment[]) =>
    list.length > 0 && (
      <MessageAttachments
        attachments={list}
        label={t(attachmentsLabel)}
        downloadLabel={t(downloadLabel)}
        downloadName={(fileName) => t(downloadName, { fileName })}
        downloadingId={downloadingAttachmentId}
        onDownload={onDownloadAttachment}
      />
    );

  return (
    <Root className={className} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Subject as={`h${headingLevel}`} id={headingId}>
        {subject}
      </Subject>
      {loading ? (
        <SkeletonGroup label={t('Loading…')}>
          <Skeleton variant="text" lines={2} width="50%" />
          <Skeleton variant="text" lines={4} />
          <Skeleton variant="rect" height={56} />
        </SkeletonGroup>
      ) : (
        <>
          <Byline>
            {sender && <strong lang={dataLang}>{sender}</strong>}
            <span>{formatDateTime(date)}</span>
            {missionName && (
              <span lang={dataLang}>
                <Icon name="flag" size="sm" /> {missionName}
              </span>
            )}
          </Byline>
          <Body>
            <RichText html={bodyHtml} lang={null} />
          </Body>
          {files(attachments)}
          <section aria-labelledby={repliesId}>
            <RepliesHeading as={subHeading} id={repliesId}>
              {t(repliesLabel)}
              {replies.length > 0 && (
                <Count>{t(REPLY_COUNT_MESSAGE, { count: wholeCount(replies.length) })}</Count>
              )}
            </RepliesHeading>
            {replies.length === 0 ? (
              <NoReplies>{t(noRepliesMessage)}</NoReplies>
            ) : (
              <Replies>
                {replies.map((reply) => (
                  <Reply key={reply.id}>
                    <Byline>
                      <strong lang={dataLang}>{reply.sender}</strong>
                      <span>{formatDateTime(reply.date)}</span>
                    </Byline>
                    <Body>
                      <RichText html={reply.bodyHtml} lang={null} />
                    </Body>
                    {files(reply.attachments ?? [])}
                  </Reply>
                ))}
              </Replies>
            )}
          </section>
        </>
      )}
    </Root>
  );
}

const Root = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  min-width: 0;
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
`;

const Subject = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]} ${tokens.space[3]};
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
  overflow-wrap: anywhere;

  strong {
    color: ${tokens.color.text.primary};
  }

  svg {
    vertical-align: -0.125em;
  }
`;

const Body = styled.div`
  min-width: 0;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const RepliesHeading = styled.h3`
  display: flex;
  align-items: baseline;
  gap: ${tokens.space[2]};
  margin: ${tokens.space[2]} 0 ${tokens.space[3]};
  padding-top: ${tokens.space[3]};
  border-top: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
`;

const Count = styled.span`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.regular};
  color: ${tokens.color.text.secondary};
`;

const NoReplies = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
`;

const Replies = styled.ol`
  display: grid;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reply = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]};
  border-inline-start: ${tokens.borderWidth.thick} solid ${tokens.color.action.primary};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.sunken};
`;
