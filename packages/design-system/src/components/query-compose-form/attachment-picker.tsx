import styled from 'styled-components';
import { formatFileSize } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { FileDrop, shortenFileName } from '../file-drop';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';

/** A file chosen to send with a message. */
export interface ChosenFile {
  /** The file's full name; shown shortened, read in full by screen readers. */
  name: string;
  /** Its size in bytes. */
  size: number;
}

/** Props of {@link AttachmentPicker}. */
export interface AttachmentPickerProps {
  /** Content: names the group and the list of chosen files, e.g. "Attachments". */
  label: string;
  /** Content: the limits, e.g. "Up to 5 files, 5 MB each." */
  hint?: string;
  /** Content: the files chosen so far, each with a Remove button. */
  files: readonly ChosenFile[];
  /** Content: why the last choice was refused (too many, too big, empty). */
  error?: string;
  /** Content: each Remove button's name, a message with the file's name as `{fileName}` ("Remove {fileName}"). */
  removeLabel?: string;
  /** Behaviour: nothing can be added or removed (while sending). */
  disabled?: boolean;
  /** Events: files were chosen or dropped; the caller checks its limits and keeps them. */
  onAdd: (files: File[]) => void;
  /** Events: the file at `index` is to be removed. */
  onRemove: (index: number) => void;
}

/** FileDrop for several files, with the chosen ones listed under it (name, size, Remove). */
export function AttachmentPicker({
  label,
  hint,
  files,
  error,
  removeLabel = 'Remove {fileName}',
  disabled = false,
  onAdd,
  onRemove,
}: AttachmentPickerProps) {
  // The texts in the active language; the error is the app's English (attachment limits).
  const t = useTranslate();
  const name = t(label);
  return (
    <Root>
      <FileDrop
        label={name}
        hint={hint && t(hint)}
        multiple
        files={[]}
        error={error && t(error)}
        disabled={disabled}
        onFilesChange={onAdd}
      />
      {files.length > 0 && (
        <List aria-label={t('Chosen for {label}', { label: name })}>
          {files.map((file, index) => (
            <Item key={`${index}-${file.name}`}>
              <Icon name="file" size="md" />
              <Name>
                <span aria-hidden="true" title={file.name}>
                  {shortenFileName(file.name, 28)}
                </span>
                <span className="visually-hidden">{file.name}</span>
                <Size>{formatFileSize(file.size)}</Size>
              </Name>
              <IconButton
                icon="close"
                label={t(removeLabel, { fileName: file.name })}
                disabled={disabled}
                onClick={() => onRemove(index)}
              />
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[2]};
`;

const List = styled.ul`
  display: grid;
  gap: ${tokens.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-width: 0;
  padding-inline-start: ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.raised};

  & > svg {
    flex-shrink: 0;
    color: ${tokens.color.text.secondary};
  }
`;

const Name = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Size = styled.span`
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.regular};
  color: ${tokens.color.text.secondary};
`;
