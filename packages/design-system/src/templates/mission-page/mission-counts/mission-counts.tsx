import styled from 'styled-components';
import { Icon, type IconName } from '../../../components/icon';
import { countNoun } from '../../../format';
import { useTexts } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { missionPageTexts, type MissionContentCounts } from '../mission-page-texts';

/** Props of {@link MissionCounts}. */
export interface MissionCountsProps {
  /** Content: the mission's counts of videos, tests, web content and activities. */
  counts: MissionContentCounts;
}

/**
 * Each count's icon and its noun for exactly one (the plural is the count's own text; "Web content" for both).
 * The nouns stand apart from the bold number, so they are words of their own rather than an ICU plural (whose
 * translation must hold the number); Hindi's nouns here read the same for one and many.
 */
const countIcons: {
  key: keyof MissionContentCounts;
  icon: IconName;
  one: 'video' | 'test' | 'webContent' | 'activity';
}[] = [
  { key: 'videos', icon: 'play', one: 'video' },
  { key: 'tests', icon: 'content-test', one: 'test' },
  { key: 'webContent', icon: 'content-web', one: 'webContent' },
  { key: 'activities', icon: 'content-activity', one: 'activity' },
];

/** The mission's contents as a list of pills: "3 Videos", "1 Test", "2 Web content", "0 Activities". */
export function MissionCounts({ counts }: MissionCountsProps) {
  const t = useTexts(missionPageTexts);
  return (
    <Counts aria-label={t.counts}>
      {countIcons.map(({ key, icon, one }) => (
        <CountItem key={key}>
          <Icon name={icon} size="sm" />
          <strong>{counts[key]}</strong> {countNoun(counts[key], t[one], t[key])}
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
