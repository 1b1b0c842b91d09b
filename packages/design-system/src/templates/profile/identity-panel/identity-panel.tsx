import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { Link } from '../../../components/link';
import { Spinner } from '../../../components/spinner';
import { tokens } from '../../../tokens';
import { wrapWords } from '../../../internal/text-wrap';
import { profileViewTexts, type ProfileUser } from '../profile-texts';
import { Detail, Panel } from '../profile-styles';
import { useDataLang, useTexts, useTranslate } from '../../../i18n/use-texts';

/** Props of {@link ProfileIdentityPanel}. */
export interface ProfileIdentityPanelProps {
  /** Content: the student: the avatar, the greeting "Hi, {firstName}" and the email. */
  user: ProfileUser;
  /** Behaviour: the picked picture is being uploaded; the avatar shows progress and takes no new picture. */
  avatarUploading?: boolean;
  /** Content: why the picture was refused or not uploaded ("Please choose an image file."), shown as an alert. */
  avatarError?: string | null;
  /** Behaviour: the logout is running; Logout shows progress. */
  loggingOut?: boolean;
  /** Events: a picture was picked (tap, click, Enter or Space on the avatar). The caller checks it is an image. */
  onPickAvatar?: (file: File) => void;
  /** Events: "Edit details" (opens the profile details dialog). Hidden without it. */
  onEditDetails?: () => void;
  /** Events: Logout. Hidden without it. */
  onLogout?: () => void;
}

/**
 * The profile's first panel: the avatar (a picker for a new picture, with progress while it uploads), the greeting
 * as the page's heading, the email, Edit details, the picture's error and Logout.
 */
export function ProfileIdentityPanel({
  user,
  avatarUploading = false,
  avatarError,
  loggingOut = false,
  onPickAvatar,
  onEditDetails,
  onLogout,
}: ProfileIdentityPanelProps) {
  const t = useTexts(profileViewTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  return (
    <Panel aria-busy={avatarUploading || undefined}>
      <Identity>
        <AvatarSlot>
          <Avatar
            name={user.fullName}
            src={user.avatarSrc}
            size="xl"
            onPick={avatarUploading ? undefined : onPickAvatar}
            pickLabel={t.changePicture}
          />
          {avatarUploading && (
            <Uploading>
              <Spinner size="sm" label={t.uploading} />
            </Uploading>
          )}
        </AvatarSlot>
        <IdentityText>
          <Greeting>{translate(profileViewTexts.greeting, { firstName: user.firstName })}</Greeting>
          {user.email ? <Detail lang={dataLang}>{user.email}</Detail> : null}
          {onEditDetails && (
            <Link onClick={onEditDetails}>
              <Icon name="settings" size="sm" /> {t.editDetails}
            </Link>
          )}
        </IdentityText>
      </Identity>
      {avatarError ? <Failure role="alert">{avatarError}</Failure> : null}
      {onLogout && (
        <Button variant="secondary" iconStart="logout" loading={loggingOut} onClick={onLogout}>
          {t.logout}
        </Button>
      )}
    </Panel>
  );
}

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[4]};
  min-width: 0;
  width: 100%;
`;

const AvatarSlot = styled.div`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
`;

const Uploading = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  opacity: 0.85;
`;

const IdentityText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

const Failure = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.feedback.error.text};
`;
