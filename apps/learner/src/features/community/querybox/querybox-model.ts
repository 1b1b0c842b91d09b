import { questI18n } from '@quest/design-system';
import { parseIstTimestamp } from '@quest/flows';
import type {
  QueryBoxItem,
  QueryBoxThread,
  QueryComposeErrors,
  QueryComposeFields,
  SelectOption,
} from '@quest/design-system';
import { messageAttachmentLimits, type ContentList, type QueryMessage, type QueryReply } from '@quest/api';

/** The query parameter of /home/querybox naming the open query, so Back closes it on a phone (ADR 0064). */
export const MESSAGE_PARAM = 'messageId';

/** The compose rules of learning-app.md §5, word for word (the mission text ends with a space). */
export const composeMessages = {
  subject: 'Please specify subject.',
  mission: 'Please specify at least one mission.',
} as const;

/** The reply panel's rule (the server's own text for the same check, ADR 0039). */
export const replyMessages = { empty: 'Please write a reply or attach a file.' } as const;

/** Toast texts and time (learning-app.md §8, §9: query toasts last 2 s; the success texts are ours). */
export const queryToasts = {
  durationMs: 2_000,
  sent: 'Query sent.',
  replied: 'Reply sent.',
} as const;

export const emptyCompose: QueryComposeFields = { subject: '', missionId: '', operationId: '', body: '' };

/** The errors of a new query on Send, in the spec's order: subject, then mission. Empty when it may go. */
export function composeErrors(fields: QueryComposeFields): QueryComposeErrors {
  const errors: QueryComposeErrors = {};
  if (fields.subject.trim() === '') errors.subject = composeMessages.subject;
  if (fields.missionId === '') errors.mission = composeMessages.mission;
  return errors;
}

export const hasErrors = (errors: QueryComposeErrors) =>
  Boolean(errors.subject || errors.mission || errors.attachments);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Plain text as safe HTML: every character that means something in HTML escaped, blank lines separating
 * paragraphs and single line breaks kept as `<br>`. Blank text gives ''.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter((para) => para !== '')
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Why chosen files were not added (ICU messages, in the active language). */
export const attachmentMessages = {
  empty: '"{fileName}" is empty.',
  tooBig: '"{fileName}" is too big: each file must be {megabytes} MB or smaller.',
  tooMany: 'You can attach at most {count, plural, one {# file} other {# files}}.',
} as const;

/** What a choice of files leaves: the files that fit the limits (5 files, 1 byte–5 MB each) and why others did not. */
export function addFiles(
  current: readonly File[],
  added: readonly File[],
  limits: { maxFiles: number; maxFileBytes: number } = messageAttachmentLimits,
): { files: File[]; error?: string } {
  const files = [...current];
  const problems: string[] = [];
  const say = (message: string, values: Record<string, unknown>) => questI18n.translate(message, values);
  for (const file of added) {
    if (file.size === 0) problems.push(say(attachmentMessages.empty, { fileName: file.name }));
    else if (file.size > limits.maxFileBytes)
      problems.push(
        say(attachmentMessages.tooBig, { fileName: file.name, megabytes: limits.maxFileBytes / 1024 / 1024 }),
      );
    else if (files.length >= limits.maxFiles) {
      problems.push(say(attachmentMessages.tooMany, { count: limits.maxFiles }));
      break;
    } else files.push(file);
  }
  return problems.length > 0 ? { files, error: problems.join(' ') } : { files };
}

/** "2025-03-11 19:05:00" (UTC+05:30, as the server writes it) → that instant. */
export const istInstant = (timestamp: string) => new Date(parseIstTimestamp(timestamp));

export const queryItemOf = (message: QueryMessage): QueryBoxItem => ({
  id: message.messageId,
  subject: message.subject,
  date: istInstant(message.createdOn),
  missionName: message.missionDisplayName || undefined,
  replyCount: message.chatList.length,
});

const filesOf = (message: QueryReply) =>
  message.attachmentList.map(({ id, fileName, fileSize, fileType }) => ({
    id,
    fileName,
    fileSize,
    fileType,
  }));

export const queryThreadOf = (message: QueryMessage): QueryBoxThread => ({
  id: message.messageId,
  subject: message.subject,
  sender: message.createdByName,
  date: istInstant(message.createdOn),
  missionName: message.missionDisplayName || undefined,
  bodyHtml: message.messageBody,
  attachments: filesOf(message),
  replies: message.chatList.map((reply) => ({
    id: reply.messageId,
    sender: reply.createdByName,
    date: istInstant(reply.createdOn),
    bodyHtml: reply.messageBody,
    attachments: filesOf(reply),
  })),
});

/** The attachment (of the query or a reply) with this id, for its address. */
export function attachmentOf(message: QueryMessage, id: number | string) {
  return [message, ...message.chatList].flatMap((m) => m.attachmentList).find((a) => a.id === id);
}

/** The list after a send: the answered thread replaces its old copy, or comes first when new. */
export function withThread(list: readonly QueryMessage[], thread: QueryMessage): QueryMessage[] {
  const rest = list.filter((m) => m.messageId !== thread.messageId);
  return list.length === rest.length
    ? [thread, ...rest]
    : list.map((m) => (m.messageId === thread.messageId ? thread : m));
}

export const missionOptionsOf = (list: ContentList | undefined): SelectOption[] =>
  (list?.missions ?? []).map((m) => ({ value: String(m.missionId), label: m.missionDisplayName }));

/** The operations of the chosen mission, in their sequence. */
export const operationOptionsOf = (list: ContentList | undefined, missionId: string): SelectOption[] =>
  missionId === ''
    ? []
    : (list?.operations ?? [])
        .filter((o) => String(o.missionId) === missionId)
        .sort((a, b) => a.sequenceNo - b.sequenceNo)
        .map((o) => ({ value: String(o.operationId), label: o.operationDisplayName }));
