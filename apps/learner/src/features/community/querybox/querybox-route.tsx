import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryBoxView, type QueryComposeErrors, type QueryComposeFields } from '@quest/design-system';
import { useToast } from '../../../app/toast';
import { useCurrentUser } from '../../../data/current-user';
import { useContentList } from '../../../data/content';
import { pickCurrentQuest, QUEST_PARAM } from '../../../data/current-quest';
import { useAttachmentDownload } from './data/use-attachment-download';
import { useMessageList } from './data/use-message-list';
import { useSendMessage } from './data/use-send-message';
import {
  MESSAGE_PARAM,
  addFiles,
  attachmentOf,
  composeErrors,
  emptyCompose,
  hasErrors,
  missionOptionsOf,
  operationOptionsOf,
  queryItemOf,
  queryThreadOf,
  queryToasts,
  replyMessages,
  textToHtml,
} from './querybox-model';

interface ComposeDraft {
  fields: QueryComposeFields;
  files: File[];
  errors: QueryComposeErrors;
}
interface ReplyDraft {
  forId: number;
  body: string;
  files: File[];
  error?: string;
  attachmentsError?: string;
}

const newCompose: ComposeDraft = { fields: emptyCompose, files: [], errors: {} };
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The message could not be sent.';

/**
 * The query box (/home/querybox, ADR 0064): the learner's queries, the open one (`?messageId=`) with its
 * replies and reply panel, and the compose dialog for the current quest's missions. A send that fails keeps
 * what was entered and says why in a red toast for 2 s.
 */
export function Component() {
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const showToast = useToast();
  const messages = useMessageList();
  const { send, sending } = useSendMessage();
  const attachments = useAttachmentDownload();
  const [composeOpen, setComposeOpen] = useState(false);
  const [compose, setCompose] = useState<ComposeDraft>(newCompose);
  const [reply, setReply] = useState<ReplyDraft | null>(null);

  const quest = user.data ? pickCurrentQuest(user.data, search.get(QUEST_PARAM)) : null;
  const contentList = useContentList(composeOpen ? quest?.questId : null);
  const selectedId = Number(search.get(MESSAGE_PARAM));
  const selected = messages.data?.find((m) => m.messageId === selectedId) ?? null;
  const replyDraft: ReplyDraft =
    selected && reply?.forId === selected.messageId ? reply : { forId: selectedId, body: '', files: [] };

  const toastError = (error: unknown) =>
    showToast({ message: messageOf(error), type: 'error', durationMs: queryToasts.durationMs });
  const toastDone = (message: string) =>
    showToast({ message, type: 'success', durationMs: queryToasts.durationMs });

  const openQuery = (id: number) => {
    const next = new URLSearchParams(search);
    next.set(MESSAGE_PARAM, String(id));
    void setSearch(next, { state: { fromList: true } });
  };
  const closeQuery = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) return void navigate(-1);
    const next = new URLSearchParams(search);
    next.delete(MESSAGE_PARAM);
    void setSearch(next, { replace: true });
  };

  const sendQuery = async () => {
    const errors = composeErrors(compose.fields);
    setCompose((draft) => ({ ...draft, errors }));
    if (hasErrors(errors) || !quest) return;
    const { fields, files } = compose;
    try {
      const thread = await send(
        {
          questId: quest.questId,
          subject: fields.subject.trim(),
          missionId: Number(fields.missionId),
          operationId: fields.operationId === '' ? null : Number(fields.operationId),
          bodyHtml: textToHtml(fields.body),
          files,
        },
        compose,
      );
      setComposeOpen(false);
      setCompose(newCompose);
      toastDone(queryToasts.sent);
      openQuery(thread.messageId);
    } catch (error) {
      toastError(error);
    }
  };

  const sendReply = async () => {
    if (!selected || !quest) return;
    if (replyDraft.body.trim() === '' && replyDraft.files.length === 0) {
      setReply({ ...replyDraft, error: replyMessages.empty });
      return;
    }
    try {
      await send(
        {
          questId: quest.questId,
          parentMessageId: selected.messageId,
          bodyHtml: textToHtml(replyDraft.body),
          files: replyDraft.files,
        },
        replyDraft,
      );
      setReply(null);
      toastDone(queryToasts.replied);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <QueryBoxView
      state={messages.state}
      queries={(messages.data ?? []).map(queryItemOf)}
      selected={selected ? queryThreadOf(selected) : null}
      errorMessage={messages.error?.message}
      onRetry={messages.retry}
      onOpenQuery={openQuery}
      onBack={closeQuery}
      onCompose={() => setComposeOpen(true)}
      downloadingAttachmentId={attachments.downloadingId}
      onDownloadAttachment={(file) => {
        const attachment = selected && attachmentOf(selected, file.id);
        if (attachment) attachments.download(attachment).catch(toastError);
      }}
      reply={{
        body: replyDraft.body,
        files: replyDraft.files,
        error: replyDraft.error,
        attachmentsError: replyDraft.attachmentsError,
        sending,
        onBodyChange: (body) => setReply({ ...replyDraft, body, error: undefined }),
        onAddFiles: (added) => {
          const { files, error } = addFiles(replyDraft.files, added);
          setReply({ ...replyDraft, files, attachmentsError: error, error: undefined });
        },
        onRemoveFile: (index) =>
          setReply({ ...replyDraft, files: replyDraft.files.filter((_, i) => i !== index) }),
        onSend: () => void sendReply(),
      }}
      compose={{
        open: composeOpen,
        onClose: () => setComposeOpen(false),
        form: {
          values: compose.fields,
          files: compose.files,
          errors: compose.errors,
          missions: missionOptionsOf(contentList.data),
          operations: operationOptionsOf(contentList.data, compose.fields.missionId),
          sending,
          onChange: (fields) =>
            setCompose((draft) => ({
              ...draft,
              fields,
              errors: {
                ...draft.errors,
                subject: fields.subject !== draft.fields.subject ? undefined : draft.errors.subject,
                mission: fields.missionId !== draft.fields.missionId ? undefined : draft.errors.mission,
              },
            })),
          onAddFiles: (added) =>
            setCompose((draft) => {
              const { files, error } = addFiles(draft.files, added);
              return { ...draft, files, errors: { ...draft.errors, attachments: error } };
            }),
          onRemoveFile: (index) =>
            setCompose((draft) => ({
              ...draft,
              files: draft.files.filter((_, i) => i !== index),
              errors: { ...draft.errors, attachments: undefined },
            })),
          onSend: () => void sendQuery(),
        },
      }}
    />
  );
}
