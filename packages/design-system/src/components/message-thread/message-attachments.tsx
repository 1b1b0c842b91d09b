import styled from 'styled-components';
import { formatFileSize, formatFileType } from '../../format';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Icon } from '../icon';

/** A file sent with a query or a reply. */
export interface MessageAttachment {
  /** Identifies the file in `onDownloadAttachment`. */
  id: string | number;
  /** The file's name as uploaded. */
  fileName: string;
  /** The size in bytes. */
  fileSize: number;
  /** The MIME type or extension ("application/pdf", "png"). */
  fileType: string;
}

/** Props of {@link MessageAttachments}. */
export interface MessageAttachmentsProps {
  attachments: MessageAttachment[];
  /** Accessibility: names the list. */
  label: string;
  /** The file being downloaded: its button shows a spinner and ignores presses. */
  downloadingId?: string | number;
  /** Content: the download buttons' text, in the active language ("Download"). */
  downloadLabel: string;
  /** Content: each download button's name, in the active language, with the file's name put in. */
  downloadName: (fileName: string) => string;
  onDownload?: (attachment: MessageAttachment) => void;
}

/** A message's files: icon, name, type and size, and a Download button each (named with the file). */
export function MessageAttachments({
  attachments,
  label,
  downloadingId,
  downloadLabel,
  downloadName,
  onDownload,
}: MessageAttachmentsProps) {
  return (
    <List aria-label={label}>
      {attachments.map((attachment) => {
        const type = formatFileType(attachment.fileType);
        return (
          <Item key={attachment.id}>
            <Icon name="file" />
            <FileText>
              <FileName>{attachment.fileName}</FileName>
              <FileFacts>
                {type && `${type} · `}
                {formatFileSize(attachment.fileSize)}
              </FileFacts>
            </FileText>
            <Button
              size="sm"
              variant="text"
              iconStart="download"
              aria-label={downloadName(attachment.fileName)}
              loading={downloadingId === attachment.id}
              onClick={() => onDownload?.(attachment)}
            >
              {downloadLabel}
            </Button>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  min-width: 0;
  padding: ${tokens.space[1]} ${tokens.space[1]} ${tokens.space[1]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.raised};

  & > svg {
    flex-shrink: 0;
    color: ${tokens.color.text.secondary};
  }
`;

const FileText = styled.span`
  flex: 1;
  min-width: 6rem;
`;

const FileName = styled.span`
  display: block;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  overflow-wrap: anywhere;
`;

const FileFacts = styled.span`
  display: block;
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.text.secondary};
`;
