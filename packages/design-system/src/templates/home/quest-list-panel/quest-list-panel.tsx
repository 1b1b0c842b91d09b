import styled from 'styled-components';
import { Button } from '../../../components/button';
import { useDataLang, useTexts } from '../../../i18n/use-texts';
import { wrapWords } from '../../../internal/text-wrap';
import { tokens } from '../../../tokens';
import { homeDashboardTexts, type HomeQuestItem } from '../home-dashboard-model';
import { Panel, SectionTitle } from '../home-dashboard-styles';

/** Props of {@link QuestListPanel}. */
export interface QuestListPanelProps {
  /** Content: the quests the student holds; the current one is marked, and trials show Trial or Trial over. */
  quests: readonly HomeQuestItem[];
  /** Events: "Change quest" (Spectrum users get the quest-switch dialog, others the catalogue). Hidden without it. */
  onChangeQuest?: () => void;
}

/** The "Your quests" panel of the home dashboard: the quests the student holds and Change quest. */
export function QuestListPanel({ quests, onChangeQuest }: QuestListPanelProps) {
  const t = useTexts(homeDashboardTexts);
  const dataLang = useDataLang();
  return (
    <Panel>
      <SectionTitle>{t.quests}</SectionTitle>
      <QuestList aria-label={t.quests}>
        {quests.map((quest) => (
          <QuestRow key={quest.questId} aria-current={quest.current ? 'true' : undefined}>
            <QuestRowName lang={dataLang}>{quest.name}</QuestRowName>
            {quest.current && <Status data-tone="current">{t.current}</Status>}
            {quest.trialOver ? (
              <Status data-tone="over">{t.trialOver}</Status>
            ) : quest.onTrial ? (
              <Status data-tone="trial">{t.onTrial}</Status>
            ) : null}
          </QuestRow>
        ))}
      </QuestList>
      {onChangeQuest && (
        <Button variant="secondary" fullWidth onClick={onChangeQuest}>
          {t.changeQuest}
        </Button>
      )}
    </Panel>
  );
}

const QuestList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const QuestRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.sunken};

  &[aria-current='true'] {
    outline: ${tokens.borderWidth.thick} solid ${tokens.color.text.link};
    outline-offset: -${tokens.borderWidth.thick};
  }
`;

const QuestRowName = styled.span`
  flex: 1 1 8rem;
  min-width: 0;
  font-weight: ${tokens.font.weight.medium};
  ${wrapWords}
`;

const Status = styled.span`
  padding: 2px ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};

  &[data-tone='current'] {
    background-color: ${tokens.color.feedback.info.background};
    color: ${tokens.color.feedback.info.text};
  }

  &[data-tone='trial'] {
    background-color: ${tokens.color.feedback.warning.background};
    color: ${tokens.color.feedback.warning.text};
  }

  &[data-tone='over'] {
    background-color: ${tokens.color.feedback.error.background};
    color: ${tokens.color.feedback.error.text};
  }
`;
