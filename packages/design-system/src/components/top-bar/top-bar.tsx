import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { clampLines } from '../../internal/text-wrap';
import { media, tokens } from '../../tokens';
import { Avatar } from '../avatar';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { QuestLogo } from './quest-logo';

/** Texts of the top bar. The greeting's space is a no-break space (U+00A0), in its translations too. */
export const topBarTexts = {
  greeting: 'Hi,\u00a0{firstName}',
  callUs: 'Call us',
  shareApp: 'Share app',
  leaderboard: 'Leaderboard',
  notifications: 'Notifications',
} as const;

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Content: the learner's first name, shown after the greeting. */
  firstName: string;
  /** Content: the learner's full name, for the avatar's initials (the first name when left out). */
  fullName?: string;
  /** Content: the profile picture's address; initials show without one. */
  avatarSrc?: string | null;
  /**
   * Content: the greeting, a message with the name as `{firstName}` ("Hi,\u00a0{firstName}"), shown in the active
   * language. Keep the no-break space before the name: a name too long for the line then breaks after its first
   * letters, not after "Hi,".
   */
  greeting?: string;
  /** Behaviour: the support number's `tel:` address; small screens show a "Call us" link to it. */
  callHref?: string;
  /** Events: the leaderboard button was pressed. */
  onLeaderboard: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Events: the notifications button was pressed. */
  onNotifications: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Events: the share-app button was pressed; small screens show the button when this is given. */
  onShare?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Content: the destinations row shown between the logo and the greeting from 960 px (hidden on phones, where
   * the bottom bar carries them). */
  nav?: ReactNode;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * The home shell's top bar: logo, "Hi," and the first name, the avatar, leaderboard and notifications. Below the
 * 960 px mobile cutoff it adds a call link and a share-app button, and the greeting moves to a second row.
 */
export function TopBar({
  firstName,
  fullName,
  avatarSrc,
  greeting = topBarTexts.greeting,
  callHref,
  onLeaderboard,
  onNotifications,
  onShare,
  nav,
  className,
}: TopBarProps) {
  const t = useTexts(topBarTexts);
  const translate = useTranslate();
  const callUs = t.callUs;
  return (
    <Root className={className}>
      <LogoSlot>
        <QuestLogo />
      </LogoSlot>
      {nav && <NavSlot>{nav}</NavSlot>}
      <Greeting>
        <Avatar name={fullName ?? firstName} src={avatarSrc} size="md" decorative />
        <GreetingText>{translate(greeting, { firstName })}</GreetingText>
      </Greeting>
      <Actions>
        {callHref && (
          <CallLink href={callHref} aria-label={callUs} title={callUs} data-mobile-only>
            <Icon name="phone" />
          </CallLink>
        )}
        {onShare && (
          <IconButton icon="share" label={t.shareApp} onClick={onShare} size="sm" data-mobile-only />
        )}
        <IconButton icon="leaderboard" label={t.leaderboard} onClick={onLeaderboard} size="sm" />
        <IconButton icon="bell" label={t.notifications} onClick={onNotifications} size="sm" />
      </Actions>
    </Root>
  );
}

const Root = styled.header`
  display: grid;
  grid-template-areas:
    'logo actions'
    'greeting greeting';
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${tokens.space[2]};
  row-gap: ${tokens.space[1]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-bottom: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};

  ${media.desktop} {
    grid-template-areas: 'logo nav greeting actions';
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    column-gap: ${tokens.space[4]};
    padding-inline: ${tokens.space[6]};

    [data-mobile-only] {
      display: none;
    }
  }
`;

const LogoSlot = styled.div`
  grid-area: logo;
`;

const NavSlot = styled.div`
  display: none;

  ${media.desktop} {
    grid-area: nav;
    display: block;
    min-width: 0;
  }
`;

const Greeting = styled.div`
  grid-area: greeting;
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-width: 0;

  ${media.desktop} {
    justify-content: flex-end;
  }
`;

/* One line; a long name ends in an ellipsis after its last whole word ("Hi, Venkatalakshmi…"), not mid-word. */
const GreetingText = styled.span`
  min-width: 0;
  font-weight: ${tokens.font.weight.bold};
  ${clampLines(1)}
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  justify-content: flex-end;
  gap: ${tokens.space[1]};
`;

const CallLink = styled.a`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${tokens.button.height.sm};
  height: ${tokens.button.height.sm};
  border-radius: ${tokens.radius.pill};
  color: ${tokens.button.text.text};
  -webkit-tap-highlight-color: transparent;

  &:hover {
    background-color: ${tokens.button.text.backgroundHover};
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
`;
