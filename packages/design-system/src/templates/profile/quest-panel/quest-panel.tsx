import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { Skeleton } from '../../../components/skeleton';
import { formatPoints } from '../../../format';
import { tokens } from '../../../tokens';
import { wrapWords } from '../../../internal/text-wrap';
import { profileViewTexts } from '../profile-texts';
import { Panel } from '../profile-styles';
import { useDataLang, useTexts } from '../../../i18n/use-texts';

/** Props of {@link ProfileQuestPanel}. */
export interface ProfileQuestPanelProps {
  /** Content: the current quest's name. */
  questName: string;
  /** Content: points earned in the quest; a placeholder shows while it is undefined. */
  totalPoints?: number;
  /** Events: "Share with friends" (opens the friends dialog). Hidden without it. */
  onShareWithFriends?: () => void;
  /** Events: "Redeem Points". Hidden without it. */
  onRedeemPoints?: () => void;
}

/** The profile's quest panel: the current quest's name, its total points, Share with friends and Redeem Points. */
export function ProfileQuestPanel({
  questName,
  totalPoints,
  onShareWithFriends,
  onRedeemPoints,
}: ProfileQuestPanelProps) {
  const t = useTexts(profileViewTexts);
  const dataLang = useDataLang();
  return (
    <Panel>
      <Label>{t.quest}</Label>
      <QuestName lang={dataLang}>{questName}</QuestName>
      <PointsRow>
        <Icon name="star" />
        <span>
          <span className="visually-hidden">{t.totalPoints}: </span>
          {totalPoints === undefined ? (
            <Skeleton variant="text" lines={1} width={96} label={t.loadingSection} />
          ) : (
            formatPoints(totalPoints)
          )}
        </span>
      </PointsRow>
      <Actions>
        {onShareWithFriends && (
          <Button variant="secondary" iconStart="share" onClick={onShareWithFriends}>
            {t.shareWithFriends}
          </Button>
        )}
        {onRedeemPoints && (
          <Button variant="primary" iconStart="star" onClick={onRedeemPoints}>
            {t.redeemPoints}
          </Button>
        )}
      </Actions>
    </Panel>
  );
}

const Label = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.regular};
  color: ${tokens.color.text.secondary};
`;

const QuestName = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  ${wrapWords}
`;

const PointsRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
`;
