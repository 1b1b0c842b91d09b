import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../../../components/icon';
import { Link } from '../../../components/link';
import { ProgressBar } from '../../../components/progress-bar';
import { formatPoints } from '../../../format';
import { useDataLang, useTexts } from '../../../i18n/use-texts';
import { wrapWords } from '../../../internal/text-wrap';
import { media, tokens } from '../../../tokens';
import { homeDashboardTexts, type HomeCurrentQuest } from '../home-dashboard-model';

/** Props of {@link QuestHeader}. */
export interface QuestHeaderProps {
  /** Content: the quest shown, as the page's heading, with its progress and points once they are loaded. */
  quest: HomeCurrentQuest;
  /**
   * Behaviour: the address of the quest's external learning tool ("Open learning tool"); hidden without it and
   * while the trial is over.
   */
  learningToolHref?: string;
  /** Behaviour: the quest's trial is over (the learning tool link is hidden). */
  trialOver?: boolean;
  /** Events: "Open learning tool" was followed (call `preventDefault()` to navigate inside the app). */
  onOpenLearningTool?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
}

/**
 * The current quest's header on the home dashboard: its name as the page's heading, the quest progress and the
 * points earned (left out while the progress loads, their room kept when `progressLoading`) and the link to the
 * quest's learning tool.
 */
export function QuestHeader({
  quest,
  learningToolHref,
  trialOver = false,
  onOpenLearningTool,
}: QuestHeaderProps) {
  const t = useTexts(homeDashboardTexts);
  const dataLang = useDataLang();
  return (
    <Box>
      <QuestName lang={dataLang}>{quest.name}</QuestName>
      {quest.progress !== undefined && (
        <ProgressBar value={quest.progress} label={t.questProgress} showLabel showValue />
      )}
      {quest.points !== undefined && (
        <Points>
          <Icon name="star" />
          {formatPoints(quest.points)}
        </Points>
      )}
      {quest.progressLoading && quest.progress === undefined && quest.points === undefined && (
        // The room the bar and the points take once loaded, drawn empty (ADR 0138).
        <Reserve aria-hidden="true" data-testid="quest-progress-reserve">
          <ProgressBar value={0} label={t.questProgress} showLabel showValue />
          <Points>
            <Icon name="star" />
            {formatPoints(0)}
          </Points>
        </Reserve>
      )}
      {learningToolHref && !trialOver && (
        <ToolLink href={learningToolHref} onClick={onOpenLearningTool}>
          <Icon name="content-web" />
          {t.learningTool}
        </ToolLink>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
`;

const Reserve = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  visibility: hidden;
`;

const ToolLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${tokens.space[2]};
  min-height: 44px;
`;

const QuestName = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}

  ${media.desktop} {
    font-size: ${tokens.font.size['2xl']};
  }
`;

const Points = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  margin: 0;
  font-weight: ${tokens.font.weight.bold};
`;
