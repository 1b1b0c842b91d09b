import { useMemo, type FormEvent } from 'react';
import styled from 'styled-components';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Select, type SelectOption } from '../select';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';
import { AttachmentPicker, type ChosenFile } from './attachment-picker';

/** The text fields of a new query; `''` means nothing chosen. */
export interface QueryComposeFields {
  subject: string;
  /** The chosen mission's value from `missions`. */
  missionId: string;
  /** The chosen operation's value from `operations`; optional. */
  operationId: string;
  /** Plain text; the app turns it into HTML paragraphs. */
  body: string;
}

/** Errors shown under the fields (the app's compose rules and attachment limits). */
export interface QueryComposeErrors {
  /** e.g. "Please specify subject." */
  subject?: string;
  /** e.g. "Please specify at least one mission." */
  mission?: string;
  /** e.g. "You can attach at most 5 files." */
  attachments?: string;
}

/** Every word of the form, for another language or wording. */
export const queryComposeTexts = {
  subject: 'Subject',
  mission: 'Mission',
  missionPlaceholder: 'Select mission',
  operation: 'Operation (optional)',
  operationPlaceholder: 'Any operation',
  operationHint: 'Choose a mission first.',
  body: 'Your question',
  attachments: 'Attachments',
  attachmentsHint: 'Up to 5 files, 5 MB each.',
  /** Each chosen file's Remove button's name. */
  remove: 'Remove {fileName}',
  send: 'Send',
  cancel: 'Cancel',
};
export type QueryComposeTexts = typeof queryComposeTexts;

/** Props of {@link QueryComposeForm}. */
export interface QueryComposeFormProps {
  /** Content: what has been entered (the caller keeps it, so a failed send loses nothing). */
  values: QueryComposeFields;
  /** Content: the files chosen so far. */
  files: readonly ChosenFile[];
  /** Content: the current quest's missions. */
  missions: readonly SelectOption[];
  /** Content: the chosen mission's operations (empty until a mission is chosen). */
  operations: readonly SelectOption[];
  /** Content: errors under the fields, from the caller's checks on Send. */
  errors?: QueryComposeErrors;
  /** Content: the form's words; the defaults are English. */
  texts?: Partial<QueryComposeTexts>;
  /** Behaviour: the query is being sent: Send spins, the fields cannot be changed. */
  sending?: boolean;
  /** Behaviour: the longest question accepted, in characters. */
  maxBodyLength?: number;
  /** Events: a field changed (choosing another mission clears the operation). */
  onChange: (values: QueryComposeFields) => void;
  /** Events: files were chosen or dropped. */
  onAddFiles: (files: File[]) => void;
  /** Events: the chosen file at `index` is to be removed. */
  onRemoveFile: (index: number) => void;
  /** Events: Send was pressed (the caller checks the fields, then sends). */
  onSend: () => void;
  /** Events: Cancel was pressed; without it no Cancel button is shown. */
  onCancel?: () => void;
}

/**
 * A new query to the teachers: subject, mission (required), operation (optional, of the chosen mission), the
 * question and attachments, then Send. Controlled: the caller keeps the values and decides the errors.
 */
export function QueryComposeForm({
  values,
  files,
  missions,
  operations,
  errors = {},
  texts,
  sending = false,
  maxBodyLength = 5000,
  onChange,
  onAddFiles,
  onRemoveFile,
  onSend,
  onCancel,
}: QueryComposeFormProps) {
  const merged = useMemo(() => ({ ...queryComposeTexts, ...texts }), [texts]);
  const t = useTexts(merged);
  // The errors come from the app's checks, in English: shown in the active language.
  const translate = useTranslate();
  // The missions and operations to choose from are the server's names.
  const dataLang = useDataLang();
  const set = (patch: Partial<QueryComposeFields>) => onChange({ ...values, ...patch });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onSend();
  };
  return (
    <Form noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <TextField
        label={t.subject}
        required
        value={values.subject}
        error={errors.subject && translate(errors.subject)}
        maxLength={200}
        readOnly={sending}
        autoComplete="off"
        onValueChange={(subject) => set({ subject })}
      />
      <Select
        label={t.mission}
        required
        placeholder={t.missionPlaceholder}
        options={missions}
        optionsLang={dataLang}
        value={values.missionId}
        error={errors.mission && translate(errors.mission)}
        disabled={sending}
        onValueChange={(missionId) => set({ missionId, operationId: '' })}
      />
      <Select
        label={t.operation}
        placeholder={t.operationPlaceholder}
        options={operations}
        optionsLang={dataLang}
        value={values.operationId}
        helperText={values.missionId === '' ? t.operationHint : undefined}
        disabled={sending || values.missionId === ''}
        onValueChange={(operationId) => set({ operationId })}
      />
      <TextArea
        label={t.body}
        rows={5}
        value={values.body}
        maxLength={maxBodyLength}
        showCounter
        readOnly={sending}
        onValueChange={(body) => set({ body })}
      />
      <AttachmentPicker
        label={t.attachments}
        hint={t.attachmentsHint}
        files={files}
        error={errors.attachments}
        removeLabel={t.remove}
        disabled={sending}
        onAdd={onAddFiles}
        onRemove={onRemoveFile}
      />
      <Actions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {t.cancel}
          </Button>
        )}
        <Button type="submit" variant="primary" loading={sending}>
          {t.send}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[2]};
`;
