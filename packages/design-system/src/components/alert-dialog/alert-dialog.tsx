import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { tokens } from '../../tokens';
import { Dialog } from '../dialog';
import { Icon, type IconName } from '../icon';

/** `danger` and `error` are the same alert; both names appear in the spec. */
export type AlertDialogType = 'info' | 'success' | 'danger' | 'error' | 'like';

export interface AlertDialogProps {
  /** Content: the heading, from the caller (e.g. "Registration completed successfully!"). */
  title: string;
  /** Content: an optional explaining text under the title (the server's message, for failures). */
  body?: string;
  /** Content: the buttons, given by the caller (usually one "Ok"). The first one takes focus on open. */
  actions: ReactNode;
  /** Appearance: the icon and its colour. `danger`/`error` also make it an `alertdialog`. */
  type?: AlertDialogType;
  /** Behaviour: shown as a modal while true. */
  open: boolean;
  /** Behaviour: Escape and a click on the backdrop call `onClose`. */
  dismissible?: boolean;
  /** Layout: drawn open in the page flow, not modal — only for design sheets and docs. */
  inline?: boolean;
  /** Events: asks to close (Escape, backdrop) when dismissible. */
  onClose?: () => void;
}

const icons: Record<AlertDialogType, IconName> = {
  info: 'info',
  success: 'check-circle',
  danger: 'error',
  error: 'error',
  like: 'like',
};

/**
 * A short message in a dialog with an animated icon: info, success, danger/error and like. The icon pops in
 * (danger shakes, like waves) using the motion tokens, and stays still for readers who ask for reduced motion.
 * Built on {@link Dialog}.
 */
export function AlertDialog({
  title,
  body,
  actions,
  type = 'info',
  open,
  dismissible = true,
  inline = false,
  onClose,
}: AlertDialogProps) {
  const look = type === 'error' ? 'danger' : type;
  return (
    <Dialog
      role={look === 'danger' ? 'alertdialog' : 'dialog'}
      title={title}
      description={body}
      actions={actions}
      media={
        <Badge data-type={look}>
          <Icon name={icons[type]} size="xl" />
        </Badge>
      }
      size="sm"
      align="center"
      open={open}
      dismissible={dismissible}
      inline={inline}
      onClose={onClose}
      closeButton={false}
    />
  );
}

const pop = keyframes`
  0% { opacity: 0; transform: scale(0.4); }
  60% { opacity: 1; transform: scale(1.12); }
  100% { opacity: 1; transform: scale(1); }
`;

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  20%, 60% { transform: translateX(-4px); }
  40%, 80% { transform: translateX(4px); }
`;

const wave = keyframes`
  0%, 100% { transform: rotate(0deg); }
  30% { transform: rotate(-18deg); }
  60% { transform: rotate(10deg); }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${tokens.radius.pill};
  animation: ${pop} ${tokens.motion.duration.slow} ${tokens.motion.easing.enter} both;

  svg {
    animation-delay: ${tokens.motion.duration.slow};
    animation-duration: ${tokens.motion.duration.slow};
    animation-timing-function: ${tokens.motion.easing.standard};
    animation-fill-mode: both;
  }

  ${(['info', 'success'] as const)
    .map(
      (t) => `&[data-type='${t}'] {
    color: ${tokens.color.feedback[t].text};
    background-color: ${tokens.color.feedback[t].background};
  }`,
    )
    .join('\n')}

  &[data-type='danger'] {
    color: ${tokens.color.feedback.error.text};
    background-color: ${tokens.color.feedback.error.background};
  }
  &[data-type='danger'] svg {
    animation-name: ${shake};
  }

  &[data-type='like'] {
    color: ${tokens.celebration.icon};
    background-color: ${tokens.celebration.background};
  }
  &[data-type='like'] svg {
    animation-name: ${wave};
    transform-origin: 50% 80%;
  }

  @media (prefers-reduced-motion: reduce) {
    &,
    & svg {
      animation: none;
    }
  }
`;
