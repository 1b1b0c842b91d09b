import {
  claimedKind,
  messageAttachmentLimits,
  SNIFF_BYTES,
  SNIFFED_MEDIA_TYPES,
  sniffKind,
  type SniffedKind,
  type QueryAttachment,
  type QueryMessage,
  type QueryReply,
  type insertUpdateMessageBodySchema,
} from '@quest/api';
import type { z } from 'zod';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import type { SessionUser } from '../../identity/sessions.ts';
import { displayNameSql } from './access.ts';
import { istDate, istTimestamp } from './time.ts';
import { cleanFileName, newStoredName, saveUpload } from './uploads.ts';

/** Where an attachment is served (GET, bearer; only the learner who asked the query). */
export const attachmentRoute = '/uploads/messages/:file';
export const attachmentUrl = (storedName: string) => `/uploads/messages/${storedName}`;

/** The compose rules of learning-app.md §5, word for word. */
export const composeMessages = {
  subject: 'Please specify subject.',
  mission: 'Please specify at least one mission.',
} as const;

interface MessageRow {
  messageId: number;
  parentId: number | null;
  subject: string;
  messageBody: string;
  missionId: number | null;
  operationId: number | null;
  missionDisplayName: string | null;
  createdOn: Date;
  createdByName: string;
  createdBy: number | null;
}

const messageColumns = `m.id as "messageId", m.parent_id as "parentId", m.subject, m.message_body as "messageBody",
  m.mission_id as "missionId", m.operation_id as "operationId", mi.display_name as "missionDisplayName",
  m.created_on as "createdOn", m.created_by_name as "createdByName", m.created_by as "createdBy"`;

/** The learner's active queries with their replies and attachments, newest first (or only `onlyId`). */
export async function queryThreads(db: Db, userId: number, onlyId?: number): Promise<QueryMessage[]> {
  const roots = await db.query<MessageRow>(
    `select ${messageColumns}
       from community_messages m left join missions mi on mi.id = m.mission_id
      where m.parent_id is null and m.created_by = $1 and m.is_active and ($2::int is null or m.id = $2)
      order by m.created_on desc, m.id desc`,
    [userId, onlyId ?? null],
  );
  if (roots.length === 0) return [];
  const rootIds = roots.map((r) => r.messageId);
  const replies = await db.query<MessageRow>(
    `select ${messageColumns}
       from community_messages m left join missions mi on mi.id = m.mission_id
      where m.parent_id = any($1::int[]) and m.is_active
      order by m.created_on, m.id`,
    [rootIds],
  );
  const attachments = await db.query<QueryAttachment & { messageId: number; storedName: string }>(
    `select id, message_id as "messageId", file_name as "fileName", file_size as "fileSize",
            file_type as "fileType", stored_name as "storedName"
       from community_message_attachments where message_id = any($1::int[]) order by id`,
    [[...rootIds, ...replies.map((r) => r.messageId)]],
  );
  const filesOf = (messageId: number): QueryAttachment[] =>
    attachments
      .filter((a) => a.messageId === messageId)
      .map(({ id, fileName, fileSize, fileType, storedName }) => ({
        id,
        fileName,
        fileSize,
        fileType,
        fileUrl: attachmentUrl(storedName),
      }));
  const shape = (row: MessageRow, parent?: MessageRow): QueryReply => ({
    messageId: row.messageId,
    subject: row.subject || parent?.subject || '',
    messageBody: row.messageBody,
    missionId: row.missionId ?? parent?.missionId ?? null,
    operationId: row.operationId ?? parent?.operationId ?? null,
    missionDisplayName: row.missionDisplayName ?? parent?.missionDisplayName ?? '',
    Date: istDate(row.createdOn),
    createdOn: istTimestamp(row.createdOn),
    createdByName: row.createdByName,
    createdBy: row.createdBy,
    attachmentList: filesOf(row.messageId),
  });
  return roots.map((root) => ({
    ...shape(root),
    chatList: replies.filter((r) => r.parentId === root.messageId).map((r) => shape(r, root)),
  }));
}

type ComposeInput = z.output<typeof insertUpdateMessageBodySchema>;

/** Text of an HTML body without tags, entities of spaces and whitespace: empty means "nothing written". */
const hasText = (body: string | undefined) =>
  (body ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, '')
    .trim() !== '';

/**
 * Saves a new query or a reply to one of the learner's queries, with its files, and answers the whole thread.
 * The message body is HTML and is stored as given: the app sanitizes it when rendering.
 */
export async function saveMessage(
  db: Db,
  user: SessionUser,
  input: ComposeInput,
  now: Date,
): Promise<QueryMessage> {
  const files = input.attachmentList ?? [];
  if (files.length > messageAttachmentLimits.maxFiles) {
    throw fail(400, `You can attach at most ${messageAttachmentLimits.maxFiles} files.`);
  }
  const kinds: (SniffedKind | null)[] = [];
  for (const file of files) {
    const name = cleanFileName(file.fileName, 'file');
    if (file.file.size > messageAttachmentLimits.maxFileBytes) {
      throw fail(413, `"${name}" is too big: each file must be 5 MB or smaller.`);
    }
    if (file.file.size === 0) throw fail(400, `"${name}" is empty.`);
    kinds.push(await attachmentKind(file, name));
  }

  const [quest] = await db.query('select 1 from quests where id = $1', [input.questId]);
  if (!quest) throw fail(404, 'Quest not found.');

  let rootId: number;
  let missionId = input.missionId;
  const operationId = input.operationId;
  if (input.parentMessageId !== null) {
    const [parent] = await db.query<{ rootId: number; owner: number | null }>(
      `select coalesce(p.id, m.id) as "rootId", coalesce(p.created_by, m.created_by) as owner
         from community_messages m left join community_messages p on p.id = m.parent_id
        where m.id = $1 and m.is_active and (p.id is null or p.is_active)`,
      [input.parentMessageId],
    );
    if (!parent || parent.owner !== user.userId) throw fail(404, 'Query not found.');
    if (!hasText(input.messageBody) && files.length === 0) {
      throw fail(400, 'Please write a reply or attach a file.');
    }
    rootId = parent.rootId;
  } else {
    if (!input.subject?.trim()) throw fail(400, composeMessages.subject);
    if (missionId === null) throw fail(400, composeMessages.mission);
    rootId = 0;
  }

  if (missionId !== null) {
    const [mission] = await db.query<{ questId: number }>(
      'select quest_id as "questId" from missions where id = $1',
      [missionId],
    );
    if (!mission) throw fail(404, 'Mission not found.');
    if (mission.questId !== input.questId) throw fail(400, 'This mission is not part of the quest.');
  }
  if (operationId !== null) {
    const [operation] = await db.query<{ missionId: number }>(
      'select mission_id as "missionId" from operations where id = $1',
      [operationId],
    );
    if (!operation) throw fail(404, 'Operation not found.');
    if (missionId !== null && operation.missionId !== missionId) {
      throw fail(400, 'This operation is not part of the chosen mission.');
    }
    missionId ??= operation.missionId;
  }

  const [author] = await db.query<{ name: string }>(
    `select ${displayNameSql('u')} as name from users u where u.id = $1`,
    [user.userId],
  );
  const [saved] = await db.query<{ id: number }>(
    `insert into community_messages (parent_id, message_type_id, quest_id, mission_id, operation_id, subject,
       message_body, is_active, created_by, created_by_name, created_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      input.parentMessageId === null ? null : rootId,
      input.messageTypeId,
      input.questId,
      missionId,
      operationId,
      input.parentMessageId === null ? input.subject!.trim() : (input.subject?.trim() ?? ''),
      input.messageBody ?? '',
      input.isActive ?? true,
      user.userId,
      author?.name ?? 'Learner',
      now,
    ],
  );
  const messageId = saved!.id;

  for (const [index, file] of files.entries()) {
    const fileName = cleanFileName(file.fileName, 'file');
    const storedName = newStoredName(fileName);
    const bytes = new Uint8Array(await file.file.arrayBuffer());
    const kind = kinds[index];
    const fileType = kind ? SNIFFED_MEDIA_TYPES[kind] : fileTypeOf(file.fileType, file.file.type);
    await saveUpload(db, 'messages', storedName, bytes, fileType);
    await db.query(
      `insert into community_message_attachments (message_id, file_name, file_size, file_type, stored_name)
       values ($1, $2, $3, $4, $5)`,
      [messageId, fileName, bytes.byteLength, fileType, storedName],
    );
  }

  const [thread] = await queryThreads(db, user.userId, input.parentMessageId === null ? messageId : rootId);
  if (!thread) {
    // Saved with isActive false: it is not listed, so answer what was stored.
    return {
      messageId,
      subject: input.subject?.trim() ?? '',
      messageBody: input.messageBody ?? '',
      missionId,
      operationId,
      missionDisplayName: '',
      Date: istDate(now),
      createdOn: istTimestamp(now),
      createdByName: author?.name ?? 'Learner',
      createdBy: user.userId,
      attachmentList: [],
      chatList: [],
    };
  }
  return thread;
}

/**
 * What an attachment is by content (ADR 0087). One whose name or declared type says picture, PDF or zip must be
 * one ("sum.png" holding a page is refused); the stored type is the sniffed one when known, so a file is shown
 * inline only when its bytes are of an inline type.
 */
async function attachmentKind(
  attachment: { fileName: string; fileType?: string; file: Blob },
  name: string,
): Promise<SniffedKind | null> {
  const head = new Uint8Array(await attachment.file.slice(0, SNIFF_BYTES).arrayBuffer());
  const actual = sniffKind(head);
  const claimed = claimedKind({
    name: attachment.fileName,
    type: attachment.fileType || attachment.file.type,
  });
  if (claimed !== null && claimed !== actual) {
    throw fail(415, `"${name}" is not a real ${claimed.toUpperCase()} file.`);
  }
  return actual;
}

/** The declared media type when it looks like one, else the part's own, else a generic binary type. */
function fileTypeOf(declared: string | undefined, partType: string): string {
  const valid = (t: string | undefined) => t && /^[\w.+-]+\/[\w.+-]+$/.test(t.trim());
  if (valid(declared)) return declared!.trim().toLowerCase();
  if (valid(partType)) return partType.split(';')[0]!.trim().toLowerCase();
  return 'application/octet-stream';
}

/** Media types an attachment may be shown inline as; anything else is downloaded as plain bytes. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
]);

/** The attachment of a stored name, if the signed-in learner owns the query it belongs to. */
export async function attachmentFor(
  db: Db,
  userId: number,
  storedName: string,
): Promise<{ fileName: string; fileType: string; inline: boolean } | null> {
  const [row] = await db.query<{ fileName: string; fileType: string; owner: number | null }>(
    `select a.file_name as "fileName", a.file_type as "fileType", coalesce(p.created_by, m.created_by) as owner
       from community_message_attachments a
       join community_messages m on m.id = a.message_id
       left join community_messages p on p.id = m.parent_id
      where a.stored_name = $1`,
    [storedName],
  );
  if (!row || row.owner !== userId) return null;
  const inline = INLINE_TYPES.has(row.fileType);
  return { fileName: row.fileName, fileType: inline ? row.fileType : 'application/octet-stream', inline };
}
