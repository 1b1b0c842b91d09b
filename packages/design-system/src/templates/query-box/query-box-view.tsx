import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { MessageListItem, MessageListItemSkeleton } from '../../components/message-list-item';
import { MessageThread, type MessageAttachment, type MessageReply } from '../../components/message-thread';
import { QueryComposeForm, type QueryComposeFormProps } from '../../components/query-compose-form';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { media, tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';
import { QueryReplyPanel, queryReplyTexts, type QueryReplyPanelProps } from './query-reply-panel';

export type QueryBoxState = 'loading' | 'loaded' | 'failed';

/** One query in the list. */
export interface QueryBoxItem {
  /** Identifies the query (`onOpenQuery`'s argument). */
  id: number;
  subject: string;
  /** When it was sent. */
  date: Date | number;
  missionName?: string;
  replyCount: number;
}

/** The open query with its replies. */
export interface QueryBoxThread {
  id: number;
  subject: string;
  /** Who asked. */
  sender?: string;
  date: Date | number;
  missionName?: string;
  /** The question as server HTML (sanitized by RichText). */
  bodyHtml: string;
  attachments: MessageAttachment[];
  /** Oldest first. */
  replies: MessageReply[];
}

/** Every word of the page, for another language or wording. */
export const queryBoxTexts = {
  /** The product's name for it (a proper noun: the same in every language). */
  title: 'Query Box',
  compose: 'New query',
  composeTitle: 'New query',
  composeDescription: 'Ask your teachers about a mission. Subject and mission are required.',
  listHeading: 'Your queries',
  loading: 'Loading queries…',
  empty: 'No queries yet.',
  emptyHint: 'Ask your teachers a question with New query.',
  failedTitle: 'Queries could not be loaded',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  back: 'Back to queries',
  pickOne: 'Choose a query to read it and its replies.',
  reply: queryReplyTexts,
};
export type QueryBoxTexts = typeof queryBoxTexts;

/** Props of {@link QueryBoxView}. */
export interface QueryBoxViewProps {
  /** Behaviour: the list's data state. */
  state: QueryBoxState;
  /** Content: the learner's queries, newest first. */
  queries: readonly QueryBoxItem[];
  /** Content: the open query; on a phone it replaces the list (with Back), on a desktop it sits beside it. */
  selected?: QueryBoxThread | null;
  /** Content: the failed state's explanation (a plain sentence, not the server's text). */
  errorMessage?: string;
  /** Content: the page's words; the defaults are English. */
  texts?: Partial<QueryBoxTexts>;
  /** Content: the reply panel of the open query (text, files, errors, sending). */
  reply: QueryReplyPanelProps;
  /** Content: the compose dialog: open or not, its form, and how it asks to close. */
  compose: { open: boolean; onClose: () => void; form: Omit<QueryComposeFormProps, 'onCancel'> };
  /** Behaviour: the attachment being fetched: its button spins. */
  downloadingAttachmentId?: number | string;
  /** Events: New query was pressed. */
  onCompose: () => void;
  /** Events: a query of the list was opened. */
  onOpenQuery: (id: number) => void;
  /** Events: Back (phone) closes the open query. */
  onBack: () => void;
  /** Events: Try again in the failed state. */
  onRetry?: () => void;
  /** Events: Download on an attachment of the query or of a reply. */
  onDownloadAttachment?: (attachment: MessageAttachment) => void;
}

/**
 * The query box (/home/querybox): the list of queries with New query, the open query with its replies and the
 * reply panel, and the compose dialog (full screen on a phone). States: loading, loaded, empty, failed.
 */
export function QueryBoxView({
  state,
  queries,
  selected = null,
  errorMessage,
  texts,
  reply,
  compose,
  downloadingAttachmentId,
  onCompose,
  onOpenQuery,
  onBack,
  onRetry,
  onDownloadAttachment,
}: QueryBoxViewProps) {
  const merged = useMemo(() => ({ ...queryBoxTexts, ...texts }), [texts]);
  const t = useTexts(merged);
  const translate = useTranslate();
  const listHeadingId = useId();
  const showDetail = state === 'loaded' && queries.length > 0;
  const open = showDetail ? selected : null;

  return (
    <Page>
      <Header>
        <h1>{t.title}</h1>
        <Button variant="primary" iconStart="plus" onClick={onCompose} disabled={state !== 'loaded'}>
          {t.compose}
        </Button>
      </Header>
      {state === 'failed' ? (
        <ErrorView
          headingLevel={2}
          title={t.failedTitle}
          message={errorMessage === undefined ? t.failedMessage : translate(errorMessage)}
          retryLabel={t.retry}
          onRetry={onRetry}
        />
      ) : (
        <Panes data-open={open ? 'detail' : 'list'} data-split={showDetail || undefined}>
          <ListPane aria-labelledby={listHeadingId} aria-busy={state === 'loading' || undefined}>
            <ListHeading id={listHeadingId}>{t.listHeading}</ListHeading>
            {state === 'loading' ? (
              <List>
                {[0, 1, 2].map((i) => (
                  <li key={i}>
                    <MessageListItemSkeleton label={i === 0 ? t.loading : undefined} />
                  </li>
                ))}
              </List>
            ) : queries.length === 0 ? (
              <Empty>
                <p>{t.empty}</p>
                <p>{t.emptyHint}</p>
              </Empty>
            ) : (
              <List>
                {queries.map((query) => (
                  <li key={query.id} data-selected={query.id === open?.id || undefined}>
                    <MessageListItem
                      subject={query.subject}
                      date={query.date}
                      missionName={query.missionName}
                      replyCount={query.replyCount}
                      onOpen={() => onOpenQuery(query.id)}
                    />
                  </li>
                ))}
              </List>
            )}
          </ListPane>
          {showDetail && (
            <DetailPane>
              {open ? (
                <>
                  <BackButton>
                    <Button variant="text" iconStart="back" onClick={onBack}>
                      {t.back}
                    </Button>
                  </BackButton>
                  <MessageThread
                    key={open.id}
                    subject={open.subject}
                    sender={open.sender}
                    date={open.date}
                    missionName={open.missionName}
                    bodyHtml={open.bodyHtml}
                    attachments={open.attachments}
                    replies={open.replies}
                    downloadingAttachmentId={downloadingAttachmentId}
                    onDownloadAttachment={onDownloadAttachment}
                    headingLevel={2}
                  />
                  <QueryReplyPanel {...reply} headingLevel={3} texts={t.reply} />
                </>
              ) : (
                <PickOne>{t.pickOne}</PickOne>
              )}
            </DetailPane>
          )}
        </Panes>
      )}
      <Dialog
        open={compose.open}
        onClose={compose.onClose}
        title={t.composeTitle}
        description={t.composeDescription}
        size="md"
        align="start"
        fullScreenOnSmall
        closeButton
        dismissible={!compose.form.sending}
      >
        <QueryComposeForm {...compose.form} onCancel={compose.onClose} />
      </Dialog>
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};
  min-width: 0;
  padding: ${tokens.space[4]};
  color: ${tokens.color.text.primary};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]};

  h1 {
    margin: 0;
    font-size: ${tokens.font.size.xl};
    font-weight: ${tokens.font.weight.bold};
    line-height: ${tokens.font.lineHeight.tight};
  }
`;

/* Phone: the list or the open query. Desktop: both, the list on the start side. */
const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};
  align-items: start;

  ${media.mobile} {
    &[data-open='detail'] > section {
      display: none;
    }
    &[data-open='list'] > div {
      display: none;
    }
  }

  ${media.desktop} {
    &[data-split] {
      grid-template-columns: minmax(18rem, 24rem) minmax(0, 1fr);
    }
  }
`;

const ListPane = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const ListHeading = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.secondary};
`;

const List = styled.ul`
  display: grid;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li[data-selected] article {
    outline: ${tokens.borderWidth.thick} solid ${tokens.color.action.primary};
  }
`;

const Empty = styled.div`
  display: grid;
  gap: ${tokens.space[1]};
  padding: ${tokens.space[5]} ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} dashed ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  text-align: center;

  p {
    margin: 0;
  }
  p + p {
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.text.secondary};
  }
`;

const DetailPane = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const BackButton = styled.div`
  ${media.desktop} {
    display: none;
  }
`;

const PickOne = styled.p`
  margin: 0;
  padding: ${tokens.space[5]} ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} dashed ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  color: ${tokens.color.text.secondary};
  text-align: center;
`;
