import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useDataLang, useTexts } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { Button } from '../../button';
import { Dialog } from '../../dialog';
import { MasterclassArea, masterclassAreaTexts, type MasterclassAreaItem } from '../../masterclass-area';
import { RichText } from '../../rich-text';

/**
 * Texts of the special mission's modal (ADR 0049). "Uploaded successfully" and "File upload failed" are the spec's
 * (learning-app.md §8); the rest is ours.
 */
export const specialMissionDialogTexts = {
  competition: 'National coding competition',
  notRegistered: 'You have not joined the competition yet.',
  takePart: 'Take part',
  registered: 'You are registered. Upload your project to enter the competition.',
  submitted: 'Your project has been received. Uploading again sends a new version.',
  ...masterclassAreaTexts,
  notNow: 'Not now',
  openMission: 'Open mission',
  description: 'Mission description',
} as const;

/** The competition's standing for this student (the user info's coder-competition status). */
export type CompetitionStatus = 'NotRegistered' | 'Registered' | 'Submitted';

/** A masterclass in the list (masterclass_name, masterclass_link, is_live). */
export type SpecialMissionMasterclass = MasterclassAreaItem;

/** Props of {@link SpecialMissionDialog}. */
export interface SpecialMissionDialogProps {
  /** Behaviour: shown while true (ADR 0049: on home for a registered student who has not submitted yet). */
  open: boolean;
  /** Content: the mission's display name (missionDisplayName of GO_CODERZ); names the dialog. */
  displayName: string;
  /** Content: the mission description, server HTML shown through RichText. */
  description?: string;
  /** Content: where the student stands in the competition; the section is left out when absent (not eligible). */
  competitionStatus?: CompetitionStatus | null;
  /** Events: "Take part" while not registered (the caller opens the coding-competition dialog). */
  onTakePart?: () => void;
  /** Content: the active masterclasses, live ones marked; `undefined` while loading. */
  masterclasses?: readonly SpecialMissionMasterclass[];
  /** Content: why the masterclasses could not be loaded. */
  masterclassesError?: string | null;
  /** Events: "Try again" when the masterclasses could not be loaded; no button without it. */
  onRetryMasterclasses?: () => void;
  /** Events: a masterclass link was followed (call `preventDefault()` to open it through the native wrapper). */
  onOpenMasterclass?: (masterclass: SpecialMissionMasterclass, event: MouseEvent<HTMLElement>) => void;
  /** Events: Upload with the chosen files (the caller zips them into files.zip, unpacking chosen zips first). */
  onUpload: (files: File[]) => void;
  /** Behaviour: the upload is running: Upload shows progress and the dialog cannot be closed. */
  uploading?: boolean;
  /** Behaviour: upload progress 0–100, when known. */
  uploadProgress?: number;
  /** Content: the upload's success message ("Uploaded successfully"), announced politely. */
  uploadMessage?: string | null;
  /** Content: the upload's failure: the server's message, else "File upload failed". */
  uploadError?: string | null;
  /** Events: "Open mission" — go to the mission's task page (/task). */
  onOpenMission: () => void;
  /** Events: "Not now", Escape, the backdrop or × (never while uploading). */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The special mission's modal: GO_CODERZ in one place — the student's standing in the national coding
 * competition, the coding masterclasses (live ones marked) and the upload area for the competition project,
 * with "Open mission" to the mission itself. Full screen on small phones.
 */
export function SpecialMissionDialog({
  open,
  displayName,
  description,
  competitionStatus,
  onTakePart,
  masterclasses,
  masterclassesError,
  onRetryMasterclasses,
  onOpenMasterclass,
  onUpload,
  uploading = false,
  uploadProgress,
  uploadMessage,
  uploadError,
  onOpenMission,
  onClose,
  inline = false,
}: SpecialMissionDialogProps) {
  const t = useTexts(specialMissionDialogTexts);
  const dataLang = useDataLang();
  const statusText =
    competitionStatus === 'Submitted'
      ? t.submitted
      : competitionStatus === 'Registered'
        ? t.registered
        : t.notRegistered;

  return (
    <Dialog
      open={open}
      inline={inline}
      title={displayName}
      titleLang={dataLang}
      size="lg"
      fullScreenOnSmall
      dismissible={!uploading}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={uploading} onClick={onClose} data-autofocus>
            {t.notNow}
          </Button>
          <Button disabled={uploading} onClick={onOpenMission}>
            {t.openMission}
          </Button>
        </>
      }
    >
      <Body>
        {description ? <RichText html={description} aria-label={t.description} /> : null}

        {competitionStatus ? (
          <Section>
            <SectionTitle>{t.competition}</SectionTitle>
            <Status data-status={competitionStatus}>{statusText}</Status>
            {competitionStatus === 'NotRegistered' && onTakePart ? (
              <div>
                <Button size="sm" variant="secondary" onClick={onTakePart}>
                  {t.takePart}
                </Button>
              </div>
            ) : null}
          </Section>
        ) : null}

        <MasterclassArea
          masterclasses={masterclasses}
          masterclassesError={masterclassesError}
          onRetryMasterclasses={onRetryMasterclasses}
          onOpenMasterclass={onOpenMasterclass}
          onUpload={onUpload}
          uploading={uploading}
          uploadProgress={uploadProgress}
          uploadMessage={uploadMessage}
          uploadError={uploadError}
          headingLevel={3}
        />
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[5]};
`;

/* Plain groups under a heading: named sections would be landmarks, one set per dialog in a design sheet. */
const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Status = styled.p`
  margin: 0;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.feedback.info.background};
  color: ${tokens.color.feedback.info.text};

  &[data-status='Submitted'] {
    background-color: ${tokens.color.feedback.success.background};
    color: ${tokens.color.feedback.success.text};
  }
`;
