import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { AttachmentPicker, type ChosenFile } from '../../components/query-compose-form';
import { TextArea } from '../../components/text-area';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';

/** Props of {@link QueryReplyPanel}. */
export interface QueryReplyPanelProps {
  /** Content: the reply's text so far (plain text; the app turns it into HTML). */
  body: string;
  /** Content: the files chosen for the reply. */
  files: readonly ChosenFile[];
  /** Content: why the reply cannot be sent yet, e.g. "Please write a reply or attach a file." */
  error?: string;
  /** Content: why the last choice of files was refused. */
  attachmentsError?: string;
  /** Behaviour: the reply is being sent: Send spins, nothing can be changed. */
  sending?: boolean;
  /** Events: the text changed. */
  onBodyChange: (body: string) => void;
  /** Events: files were chosen or dropped. */
  onAddFiles: (files: File[]) => void;
  /** Events: the chosen file at `index` is to be removed. */
  onRemoveFile: (index: number) => void;
  /** Events: Send reply was pressed. */
  onSend: () => void;
}

/** The reply panel's words (part of `queryBoxTexts`, as `reply`). */
export const queryReplyTexts = {
  heading: 'Reply',
  body: 'Your reply',
  attachments: 'Reply attachments',
  attachmentsHint: 'Up to 5 files, 5 MB each.',
  send: 'Send reply',
  /** Each chosen file's Remove button's name. */
  remove: 'Remove {fileName}',
};

/** The reply panel under a thread: text and files, then Send reply (no subject or mission needed). */
export function QueryReplyPanel({
  body,
  files,
  error,
  attachmentsError,
  sending = false,
  onBodyChange,
  onAddFiles,
  onRemoveFile,
  onSend,
  texts: englishTexts,
  headingLevel,
}: QueryReplyPanelProps & { texts: typeof queryReplyTexts; headingLevel: 3 | 4 }) {
  const texts = useTexts(englishTexts);
  const t = useTranslate();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onSend();
  };
  return (
    <Panel aria-labelledby={headingId} noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <Title as={Heading} id={headingId}>
        {texts.heading}
      </Title>
      <TextArea
        label={texts.body}
        rows={3}
        value={body}
        error={error && t(error)}
        maxLength={5000}
        readOnly={sending}
        onValueChange={onBodyChange}
      />
      <AttachmentPicker
        label={texts.attachments}
        hint={texts.attachmentsHint}
        files={files}
        error={attachmentsError}
        removeLabel={texts.remove}
        disabled={sending}
        onAdd={onAddFiles}
        onRemove={onRemoveFile}
      />
      <Send>
        <Button type="submit" variant="primary" loading={sending}>
          {texts.send}
        </Button>
      </Send>
    </Panel>
  );
}

const Panel = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
`;

const Send = styled.div`
  display: flex;
  justify-content: flex-end;
`;
