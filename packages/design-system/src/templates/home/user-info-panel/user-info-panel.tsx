import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { useDataLang, useTexts, useTranslate } from '../../../i18n/use-texts';
import { wrapWords } from '../../../internal/text-wrap';
import { tokens } from '../../../tokens';
import { homeDashboardTexts, type HomeUserInfo } from '../home-dashboard-model';
import { Panel, SectionTitle } from '../home-dashboard-styles';

/** Props of {@link UserInfoPanel}. */
export interface UserInfoPanelProps {
  /** Content: the student: the avatar (initials without a picture), the name, the school and city. */
  user: HomeUserInfo;
  /** Content: the points earned in the current quest; left out while the progress loads or without a quest. */
  points?: number;
}

/** The "Your info" panel of the home dashboard: the student's avatar, name, school and city, and the quest's points. */
export function UserInfoPanel({ user, points }: UserInfoPanelProps) {
  const t = useTexts(homeDashboardTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  return (
    <Panel>
      <SectionTitle>{t.userInfo}</SectionTitle>
      <UserRow>
        <Avatar name={user.fullName} src={user.avatarSrc} size="lg" decorative />
        <UserText>
          <UserName lang={dataLang}>{user.fullName}</UserName>
          {(user.schoolName || user.cityName) && (
            <UserDetail lang={dataLang}>
              {[user.schoolName, user.cityName].filter(Boolean).join(', ')}
            </UserDetail>
          )}
          {points !== undefined && (
            <UserDetail>{translate(homeDashboardTexts.pointsValue, { points: String(points) })}</UserDetail>
          )}
        </UserText>
      </UserRow>
    </Panel>
  );
}

const UserRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const UserText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const UserName = styled.p`
  margin: 0;
  font-weight: ${tokens.font.weight.bold};
  ${wrapWords}
`;

const UserDetail = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  overflow-wrap: anywhere;
`;
