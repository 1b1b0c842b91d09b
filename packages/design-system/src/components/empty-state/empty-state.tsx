import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Icon, type IconName } from '../icon';

export interface EmptyStateProps {
  /** Content: the empty text, from the caller (e.g. "Notification not available."). */
  message: string;
  /** Content: a decorative icon above the text, hidden from screen readers. */
  icon?: IconName;
  /** Content: an optional way forward, usually one Button ("Keep shopping"). */
  action?: ReactNode;
  /** Appearance: `sm` inside a card, list or dialog; `md` for a whole section. */
  size?: 'sm' | 'md';
}

/**
 * What a list or area shows when it has nothing in it: an icon, the caller's text and an optional action. For a
 * whole page with a heading (not found, errors) use StatusMessage instead.
 */
export function EmptyState({ message, icon = 'inbox', action, size = 'md' }: EmptyStateProps) {
  return (
    <Root data-size={size}>
      <Badge>
        <Icon name={icon} size={size === 'sm' ? 'lg' : 'xl'} />
      </Badge>
      <Message>{message}</Message>
      {action}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[8]} ${tokens.space[4]};
  text-align: center;
  font-family: ${tokens.font.family.base};
  overflow-wrap: anywhere;

  &[data-size='sm'] {
    gap: ${tokens.space[2]};
    padding: ${tokens.space[4]} ${tokens.space[3]};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.sunken};
  color: ${tokens.color.text.secondary};

  [data-size='sm'] > & {
    width: 48px;
    height: 48px;
  }
`;

const Message = styled.p`
  margin: 0;
  max-width: 32rem;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  color: ${tokens.color.text.secondary};

  [data-size='sm'] > & {
    font-size: ${tokens.font.size.sm};
  }
`;
