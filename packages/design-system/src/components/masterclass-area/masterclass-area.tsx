import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { FileDrop } from '../file-drop';
import { MasterclassLink } from '../masterclass-link';
import { Skeleton, SkeletonGroup } from '../skeleton';

/**
 * Texts of the masterclass area. "Uploaded successfully" and "File upload failed" are the spec's (learning-app.md
 * §8); the rest is ours (ADR 0049).
 */
export const masterclassAreaTexts = {
  masterclasses: 'Masterclasses',
  noMasterclass: 'No masterclass is on right now. Recordings and new sessions appear here.',
  loadingMasterclasses: 'Loading masterclasses…',
  retry: 'Try again',
  upload: 'Upload your project',
  files: 'Project files',
  uploadButton: 'Upload',
  uploadProgress: 'Upload progress',
  uploadSuccess: 'Uploaded successfully',
  uploadFailed: 'File upload failed',
} as const;

/** A masterclass in the list (masterclass_name, masterclass_link, is_live). */
export interface MasterclassAreaItem {
  /** The masterclass's name (masterclass_name). */
  name: string;
  /** Where it is held (masterclass_link). */
  href: string;
  /** On air now (is_live). */
  live: boolean;
}

/** Props of {@link MasterclassArea}. */
export interface MasterclassAreaProps {
  /** Content: the active masterclasses, live ones marked; `undefined` while loading, empty when none is on. */
  masterclasses?: readonly MasterclassAreaItem[];
  /** Content: why the masterclasses could not be loaded (the failed state). */
  masterclassesError?: string | null;
  /** Events: "Try again" in the failed state; no button without it. */
  onRetryMasterclasses?: () => void;
  /** Events: a masterclass link was followed (call `preventDefault()` to open it through the native wrapper). */
  onOpenMasterclass?: (masterclass: MasterclassAreaItem, event: MouseEvent<HTMLElement>) => void;
  /** Events: Upload with the chosen files (the caller zips them into files.zip, unpacking chosen zips first). */
  onUpload: (files: File[]) => void;
  /** Behaviour: the upload is running: Upload shows progress and nothing can be chosen. */
  uploading?: boolean;
  /** Behaviour: upload progress 0–100, when known. */
  uploadProgress?: number;
  /** Content: the upload's success message ("Uploaded successfully"), announced politely. */
  uploadMessage?: string | null;
  /** Content: the upload's failure: the server's message, else "File upload failed"; announced at once. */
  uploadError?: string | null;
  /** Content: the upload part's heading ("Upload your project" by default). */
  uploadTitle?: string;
  /** Accessibility: the level of the two headings (3 inside a dialog or under a page's h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The masterclass area (learning-app.md §2, ADR 0049): the coding masterclasses, live ones marked (loading, none
 * and failed states), and the upload area whose chosen files go up as one files.zip, with progress and the
 * server's answer. Used by the special mission's modal and the learner's masterclass section.
 */
export function MasterclassArea({
  masterclasses,
  masterclassesError,
  onRetryMasterclasses,
  onOpenMasterclass,
  onUpload,
  uploading = false,
  uploadProgress,
  uploadMessage,
  uploadError,
  uploadTitle = masterclassAreaTexts.upload,
  headingLevel = 3,
}: MasterclassAreaProps) {
  const t = useTexts(masterclassAreaTexts);
  const translate = useTranslate();
  const [files, setFiles] = useState<File[]>([]);
  const heading = `h${headingLevel}` as const;
  const success = uploadError || uploading ? null : uploadMessage;

  return (
    <Root data-testid="masterclass-area">
      <Section>
        <SectionTitle as={heading}>{t.masterclasses}</SectionTitle>
        {masterclassesError ? (
          <>
            <Message role="alert" data-tone="error">
              {translate(masterclassesError)}
            </Message>
            {onRetryMasterclasses ? (
              <div>
                <Button size="sm" variant="secondary" onClick={onRetryMasterclasses}>
                  {t.retry}
                </Button>
              </div>
            ) : null}
          </>
        ) : masterclasses === undefined ? (
          <SkeletonGroup label={t.loadingMasterclasses}>
            <Skeleton variant="rect" height={56} />
            <Skeleton variant="rect" height={56} />
          </SkeletonGroup>
        ) : masterclasses.length === 0 ? (
          <Muted>{t.noMasterclass}</Muted>
        ) : (
          <Links>
            {masterclasses.map((masterclass) => (
              <li key={masterclass.href}>
                <MasterclassLink
                  name={masterclass.name}
                  href={masterclass.href}
                  live={masterclass.live}
                  onOpen={onOpenMasterclass ? (event) => onOpenMasterclass(masterclass, event) : undefined}
                />
              </li>
            ))}
          </Links>
        )}
      </Section>

      <Section>
        <SectionTitle as={heading}>{translate(uploadTitle)}</SectionTitle>
        <FileDrop
          label={t.files}
          mode="zip"
          disabled={uploading}
          progress={uploading ? (uploadProgress ?? 0) : undefined}
          progressLabel={t.uploadProgress}
          error={uploadError ? translate(uploadError) : (uploadError ?? undefined)}
          onFilesChange={setFiles}
        />
        {/* Kept in the page so the success is announced when it arrives. */}
        <StatusLine role="status">
          {success ? <Message data-tone="success">{translate(success)}</Message> : null}
        </StatusLine>
        <div>
          <Button
            iconStart="upload"
            loading={uploading}
            disabled={files.length === 0}
            onClick={() => onUpload(files)}
          >
            {t.uploadButton}
          </Button>
        </div>
      </Section>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[5]};
  min-width: 0;
`;

/* Plain groups under a heading: named sections would be landmarks, repeated in a design sheet. */
const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Muted = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Empty, it leaves the flex flow (no gap) yet stays rendered, so its later text is announced. */
const StatusLine = styled.div`
  &:empty {
    position: absolute;
  }
`;

const Message = styled.p`
  margin: 0;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid transparent;
  border-radius: ${tokens.radius.md};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};

  ${(['error', 'success'] as const)
    .map(
      (tone) => `&[data-tone='${tone}'] {
    color: ${tokens.color.feedback[tone].text};
    background-color: ${tokens.color.feedback[tone].background};
    border-color: ${tokens.color.feedback[tone].border};
  }`,
    )
    .join('\n')}
`;
