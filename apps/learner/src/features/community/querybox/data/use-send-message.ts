import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { communityEndpoints, type QueryMessage } from '@quest/api';
import { useServices } from '../../../../app/services';
import { attachmentsProblem } from '../../../../platform/file-checks';
import { withThread } from '../querybox-model';

/** A new query (subject and mission) or a reply (`parentMessageId`), with its body as HTML and its files. */
export interface MessageToSend {
  questId: number;
  subject?: string;
  missionId?: number | null;
  operationId?: number | null;
  parentMessageId?: number;
  bodyHtml: string;
  files: readonly File[];
}

/**
 * POST /QuestMessage/InsertUpdateMessage (multipart, the files as `attachmentList[i].file`). The answered
 * thread replaces its copy in the cached message list. A file whose name or type says picture, PDF or zip but
 * whose content is not is refused before anything is sent, with its name (ADR 0087). Sending the same `draft` again after a failure reuses
 * its Idempotency-Key, so a send that reached the server before failing is not posted twice.
 */
export function useSendMessage() {
  const { api } = useServices();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const lastFailed = useRef<{ draft: unknown; key: string } | null>(null);

  const send = useCallback(
    async (message: MessageToSend, draft: unknown): Promise<QueryMessage> => {
      const failed = lastFailed.current;
      const key = failed && failed.draft === draft ? failed.key : crypto.randomUUID();
      setSending(true);
      try {
        const problem = await attachmentsProblem(message.files);
        if (problem) throw new Error(problem);
        const thread = await api.call(
          communityEndpoints.insertUpdateMessage,
          {
            body: {
              messageTypeId: 1,
              questId: message.questId,
              missionId: message.missionId ?? '',
              operationId: message.operationId ?? '',
              subject: message.subject ?? '',
              messageBody: message.bodyHtml,
              parentMessageId: message.parentMessageId ?? '',
              isActive: true,
              attachmentList: message.files.map((file) => ({
                fileName: file.name,
                fileSize: file.size,
                fileType: file.type || undefined,
                file,
              })),
            },
          },
          { idempotencyKey: key },
        );
        lastFailed.current = null;
        await mutate(
          [communityEndpoints.getMessageList.name, {}],
          (list: QueryMessage[] | undefined) => withThread(list ?? [], thread),
          { revalidate: false },
        );
        return thread;
      } catch (error) {
        lastFailed.current = { draft, key };
        throw error;
      } finally {
        setSending(false);
      }
    },
    [api, mutate],
  );

  return { send, sending };
}
