import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { acceptAttribute, acceptsFile, shortenFileName, type FileDropMode } from './file-rules';

/** A file shown in the list under the drop zone. */
export interface FileDropItem {
  /** The file's full name; shown shortened, read in full by screen readers. */
  name: string;
}

/** Texts of the drop zone; `chosenFor` is an ICU message. */
const fileDropTexts = {
  chooseFile: 'Choose file',
  chooseFiles: 'Choose files',
  dropIt: 'or drop it here',
  dropThem: 'or drop them here',
  chosenFor: 'Chosen for {label}',
} as const;

const defaultHint: Record<FileDropMode, string | undefined> = {
  any: undefined,
  image: 'Images only: JPG, PNG, GIF, WebP or HEIC.',
  zip: 'Any files, or a .zip archive. They are sent together as one .zip.',
};

const defaultRejectMessage: Record<FileDropMode, string> = {
  any: 'This type of file cannot be added.',
  image: 'Please choose an image file.',
  zip: 'This type of file cannot be added.',
};

/** Props of {@link FileDrop}. */
export interface FileDropProps {
  /** Content: what the files are for, e.g. "Profile picture" or "Attachments"; names the group. */
  label: string;
  /** Content: a line about what is accepted; a sensible one per mode when absent. */
  hint?: ReactNode;
  /** Content: the button's text; "Choose file" or "Choose files" by default. */
  buttonLabel?: string;
  /** Content: the text beside the button for pointer users. */
  dropLabel?: string;
  /** Content: the files to list, when the caller holds them. Otherwise the last accepted choice is listed. */
  files?: readonly FileDropItem[];
  /** Content: the caller's error, e.g. "File upload failed". */
  error?: string;
  /** Content: the message when a chosen or dropped file is refused ("Please choose an image file." for images). */
  rejectMessage?: string;
  /** Appearance: file names are cut to this many characters, keeping the extension. */
  maxNameLength?: number;
  /** Behaviour: `image` takes pictures only (by MIME type and extension); `zip` takes any files and .zip
   * archives, for the caller to zip; `any` takes what `accept` allows. */
  mode?: FileDropMode;
  /** Behaviour: an HTML accept list (".pdf,image/*"), applied to the picker and to dropped files. */
  accept?: string;
  /** Behaviour: more than one file at a time. On by default in `zip` mode. */
  multiple?: boolean;
  /** Behaviour: upload progress 0–100, shown as a progress bar; leave undefined when not uploading. */
  progress?: number;
  /** Behaviour: nothing can be chosen or dropped. */
  disabled?: boolean;
  /** Events: the accepted files of a choice or a drop (never empty). */
  onFilesChange?: (files: File[]) => void;
  /** Events: the refused files of a choice or a drop, with the message shown. */
  onReject?: (files: File[], message: string) => void;
  /** Accessibility: the progress bar's name. */
  progressLabel?: string;
}

/**
 * Choose files with a button (keyboard: Tab, then Enter or Space) or drop them on the area. Checks each file
 * against the mode and `accept`, lists names shortened to 20 characters, and shows progress and errors.
 */
export function FileDrop({
  label,
  hint,
  buttonLabel,
  dropLabel,
  files,
  error,
  rejectMessage,
  maxNameLength = 20,
  mode = 'any',
  accept,
  multiple,
  progress,
  disabled = false,
  onFilesChange,
  onReject,
  progressLabel = 'Upload progress',
}: FileDropProps) {
  const t = useTranslate();
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const many = multiple ?? mode === 'zip';
  const [chosen, setChosen] = useState<FileDropItem[]>([]);
  const [rejection, setRejection] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const modeHint = defaultHint[mode];
  const shownHint = hint ?? (modeHint && t(modeHint));
  const listed = files ?? chosen;
  const message = rejection !== undefined ? t(rejection) : error;

  const take = (list: File[]) => {
    const candidates = many ? list : list.slice(0, 1);
    if (candidates.length === 0) return;
    const accepted = candidates.filter((file) => acceptsFile(file, mode, accept));
    const refused = candidates.filter((file) => !acceptsFile(file, mode, accept));
    const refusal = rejectMessage ?? defaultRejectMessage[mode];
    setRejection(refused.length > 0 ? refusal : undefined);
    if (refused.length > 0) onReject?.(refused, t(refusal));
    if (accepted.length > 0) {
      setChosen(accepted.map((file) => ({ name: file.name })));
      onFilesChange?.(accepted);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    // Let the same file be chosen again after an error.
    event.target.value = '';
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));
  const describedBy = [shownHint ? hintId : undefined, message ? messageId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <Root
      role="group"
      aria-labelledby={labelId}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      data-invalid={message ? true : undefined}
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
    >
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <Zone>
        <Icon name={mode === 'image' ? 'image' : 'upload'} size="xl" />
        <Actions>
          <input
            id={`${id}-input`}
            className="visually-hidden"
            type="file"
            accept={acceptAttribute(mode, accept)}
            multiple={many}
            disabled={disabled}
            aria-labelledby={`${buttonId} ${labelId}`}
            aria-describedby={describedBy || undefined}
            aria-invalid={message ? true : undefined}
            onChange={handleChange}
          />
          <ChooseButton htmlFor={`${id}-input`} id={buttonId}>
            <Icon name="upload" size="md" />
            {buttonLabel ?? t(many ? fileDropTexts.chooseFiles : fileDropTexts.chooseFile)}
          </ChooseButton>
          <DropText aria-hidden="true">
            {dropLabel ?? t(many ? fileDropTexts.dropThem : fileDropTexts.dropIt)}
          </DropText>
        </Actions>
        {shownHint && <Hint id={hintId}>{shownHint}</Hint>}
      </Zone>
      {listed.length > 0 && (
        <FileList aria-label={t(fileDropTexts.chosenFor, { label })}>
          {listed.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              <Icon name="file" size="md" />
              <span aria-hidden="true" title={file.name}>
                {shortenFileName(file.name, maxNameLength)}
              </span>
              <span className="visually-hidden">{file.name}</span>
            </li>
          ))}
        </FileList>
      )}
      {percent !== undefined && (
        <ProgressRow>
          <Track
            role="progressbar"
            aria-label={t(progressLabel)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <Fill style={{ width: `${percent}%` }} />
          </Track>
          <Percent aria-hidden="true">{percent}%</Percent>
        </ProgressRow>
      )}
      <div aria-live="polite">
        {message && (
          <Message id={messageId}>
            <Icon name="error" size="sm" />
            <span>{message}</span>
          </Message>
        )}
      </div>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  min-width: 0;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const GroupLabel = styled.span`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  [data-disabled] > & {
    color: ${tokens.color.text.disabled};
  }
`;

const Zone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[5]} ${tokens.space[4]};
  border: ${tokens.borderWidth.thick} dashed ${tokens.field.border};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.field.background};
  text-align: center;
  transition:
    background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard},
    border-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  > svg {
    color: ${tokens.field.adornment};
  }

  [data-dragging] > & {
    border-color: ${tokens.color.action.primary};
    background-color: ${tokens.color.action.secondaryHover};
  }

  [data-invalid] > & {
    border-color: ${tokens.field.borderInvalid};
  }

  [data-disabled] > & {
    border-color: ${tokens.button.disabled.border};
    background-color: ${tokens.field.backgroundDisabled};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
`;

const ChooseButton = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
  min-height: ${tokens.button.height.md};
  padding: ${tokens.space[2]} ${tokens.button.paddingX.md};
  border: ${tokens.borderWidth.thin} solid ${tokens.button.secondary.border};
  border-radius: ${tokens.button.radius};
  background-color: ${tokens.button.secondary.background};
  color: ${tokens.button.secondary.text};
  font-size: ${tokens.button.fontSize.md};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &:hover {
    background-color: ${tokens.button.secondary.backgroundHover};
  }

  input:focus-visible + & {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  input:disabled + & {
    border-color: ${tokens.button.disabled.border};
    background-color: ${tokens.button.disabled.background};
    color: ${tokens.button.disabled.text};
    cursor: not-allowed;
  }
`;

const DropText = styled.span`
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${tokens.space[2]};
    min-width: 0;
    font-size: ${tokens.font.size.sm};
    white-space: nowrap;
  }

  svg {
    flex-shrink: 0;
    color: ${tokens.field.adornment};
  }
`;

const ProgressRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
`;

const Track = styled.div`
  flex: 1;
  height: ${tokens.space[2]};
  overflow: hidden;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.progress.track};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background-color: ${tokens.color.action.primary};
  transition: width ${tokens.motion.duration.normal} ${tokens.motion.easing.standard};
`;

const Percent = styled.span`
  min-width: 3ch;
  font-size: ${tokens.font.size.sm};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const Message = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[1]};
  margin: 0;
  color: ${tokens.color.feedback.error.text};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;
