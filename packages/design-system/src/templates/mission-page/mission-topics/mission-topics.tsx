import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion } from '../../../components/accordion';
import { Banner } from '../../../components/banner';
import { ContentCard } from '../../../components/content-card';
import { EmptyState } from '../../../components/empty-state';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { useDataLang, useTexts, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { missionPageTexts, type MissionContentItem, type MissionTopicSection } from '../mission-page-texts';
import { SectionTitle } from '../mission-page-styles';

/** The id of the introduction entry (MissionTopicSection: `intro`, then `task-<taskId>`). */
const INTRO_SECTION_ID = 'intro';

/** Props of {@link MissionTopics}. */
export interface MissionTopicsProps {
  /** Content: the name of the current operation, heading its topics (level 2; the accordions are then level 3).
   * Without it the accordions are level 2. */
  operationName?: string;
  /** Content: the accordion entries: the introduction, then one per task; "No data available" when empty. */
  sections: MissionTopicSection[];
  /** Behaviour: the open entry (one at a time; `null` for none). */
  openSectionId: string | null;
  /** Content: the media player, drawn above the accordions. */
  player?: ReactNode;
  /** Content: the masterclass area, drawn after the accordions. */
  masterclass?: ReactNode;
  /** Content: an error alert above the topics (the location content status failed: the server's text). */
  alertMessage?: string | null;
  /** Events: the open entry changed (`null` when the open one was closed). */
  onSectionChange?: (sectionId: string | null) => void;
  /** Events: a content card was pressed (click, Enter or Space); never for a locked card. */
  onContentOpen?: (contentId: number) => void;
  /** Events: a locked content card was pressed: explain why. Without it locked cards do nothing. */
  onLockedContentOpen?: (contentId: number) => void;
}

/**
 * The topics of the current operation: its name, an alert, the player slot, then one accordion per heading
 * (Introduction, then each task; one open at a time), each holding content cards two per row on phones and four
 * from 768 px. Locked cards and headings show a lock.
 */
export function MissionTopics({
  operationName,
  sections,
  openSectionId,
  player,
  masterclass,
  alertMessage,
  onSectionChange,
  onContentOpen,
  onLockedContentOpen,
}: MissionTopicsProps) {
  const t = useTexts(missionPageTexts);
  const translate = useTranslate();
  // Read once for the whole page of cards.
  const dataLang = useDataLang();
  return (
    <Topics>
      {operationName && <SectionTitle lang={dataLang}>{operationName}</SectionTitle>}
      {alertMessage && <Banner type="error" message={translate(alertMessage)} />}
      {player && <PlayerSlot>{player}</PlayerSlot>}
      {sections.length === 0 ? (
        <EmptyState message={t.noData} icon="file" size="sm" />
      ) : (
        <Accordion
          openId={openSectionId}
          onOpenChange={onSectionChange}
          lockedLabel={t.locked}
          headingLevel={operationName ? 3 : 2}
          items={sections.map((section) => {
            // "Introduction" is the view's own word (the app names the entry so); a task's name is the server's.
            const intro = section.id === INTRO_SECTION_ID;
            const title = intro ? translate(section.title) : section.title;
            return {
              id: section.id,
              title,
              titleLang: intro ? undefined : dataLang,
              locked: section.locked,
              content: (
                <SectionContents
                  contents={section.contents}
                  label={translate(missionPageTexts.contents, { topic: title })}
                  headingLevel={operationName ? 4 : 3}
                  nameLang={dataLang}
                  noData={t.noData}
                  lockedLabel={t.locked}
                  onOpen={onContentOpen}
                  onLockedOpen={onLockedContentOpen}
                />
              ),
            };
          })}
        />
      )}
      {masterclass}
    </Topics>
  );
}

function SectionContents({
  contents,
  label,
  headingLevel,
  nameLang,
  noData,
  lockedLabel,
  onOpen,
  onLockedOpen,
}: {
  contents: MissionContentItem[];
  label: string;
  headingLevel: 3 | 4;
  nameLang: string | undefined;
  noData: string;
  lockedLabel: string;
  onOpen?: (contentId: number) => void;
  onLockedOpen?: (contentId: number) => void;
}) {
  if (contents.length === 0) return <EmptyState message={noData} size="sm" />;
  return (
    <ResponsiveGrid list label={label}>
      {contents.map((content) => (
        <ContentCard
          key={content.contentId}
          name={content.name}
          nameLang={nameLang}
          contentType={content.contentType}
          imageUrl={content.imageUrl}
          durationSeconds={content.durationSeconds}
          points={content.points}
          completed={content.completed}
          locked={content.locked}
          headingLevel={headingLevel}
          lockedLabel={lockedLabel}
          onOpen={() => onOpen?.(content.contentId)}
          onLockedOpen={onLockedOpen ? () => onLockedOpen(content.contentId) : undefined}
        />
      ))}
    </ResponsiveGrid>
  );
}

const Topics = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const PlayerSlot = styled.div`
  min-width: 0;
`;
