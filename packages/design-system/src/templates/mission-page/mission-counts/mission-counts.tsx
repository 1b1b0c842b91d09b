import styled from 'styled-components';
import { Icon, type IconName } from '../../../components/icon';
import { wholeCount } from '../../../format';
import { formatElements } from '../../../i18n/elements';
import { useTexts, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { missionPageTexts, type MissionContentCounts } from '../mission-page-texts';

/** Props of {@link MissionCounts}. */
export interface MissionCountsProps {
  /** Content: the mission's counts of videos, tests, web content and activities. */
  counts: MissionContentCounts;
}

/** Each count's icon (its pill's message is the count's own text, an ICU plural with the number in `<0>`). */
const countIcons: { key: keyof MissionContentCounts; icon: IconName }[] = [
  { key: 'videos', icon: 'play' },
  { key: 'tests', icon: 'content-test' },
  { key: 'webContent', icon: 'content-web' },
  { key: 'activities', icon: 'content-activity' },
];

const bold = [<strong key="number" />];

/** The mission's contents as a list of pills: "3 Videos", "1 Test", "2 Web content", "0 Activities". */
export function MissionCounts({ counts }: MissionCountsProps) {
  const t = useTexts(missionPageTexts);
  const translate = useTranslate();
  return (
    <Counts aria-label={t.counts}>
      {countIcons.map(({ key, icon }) => (
        <CountItem key={key}>
          <Icon name={icon} size="sm" />
          <span>
            {formatElements(translate(missionPageTexts[key], { count: wholeCount(counts[key]) }), bold)}
          </span>
        </CountItem>
      ))}
    </Counts>
  );
}

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CountItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  padding: ${tokens.space[1]} ${tokens.space[3]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.sunken};
  font-size: ${tokens.font.size.sm};
`;
