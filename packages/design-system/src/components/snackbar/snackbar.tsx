import styled, { keyframes } from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon, type IconName } from '../icon';
import { CloseButton } from './close-button';
import { usePausingAutoHide } from './use-auto-hide';

export type SnackbarType = 'success' | 'error' | 'info';

/** Why the snackbar asks to close: its time ran out, or the reader pressed the close button. */
export type SnackbarCloseReason = 'timeout' | 'close';

export interface SnackbarProps {
  /** Content: the one-line message, e.g. "Your mobile number is verified". */
  message: string;
  /** Appearance: `success` and `info` are announced politely (`role="status"`), `error` at once (`role="alert"`). */
  type?: SnackbarType;
  /** Behaviour: shown while true. The snackbar is controlled: it asks to close through `onClose`. */
  open: boolean;
  /**
   * Behaviour: milliseconds until it asks to close with reason `'timeout'` (the spec uses 2000, 3000, 4000 and
   * 6000). `0` keeps it until closed. The timer stands still while the pointer is over the snackbar or focus is
   * inside it, and then continues with the time that was left (WCAG 2.2.1, timing adjustable).
   */
  duration?: number;
  /** Behaviour: shows a close button (when `onClose` is given). */
  dismissible?: boolean;
  /** Layout: in the page flow instead of fixed at the bottom of the screen (for stacks and design sheets). */
  inline?: boolean;
  /** Events: called when the time is up (`'timeout'`) or the close button is pressed (`'close'`). */
  onClose?: (reason: SnackbarCloseReason) => void;
  /** Accessibility: the name of the close button. */
  closeLabel?: string;
}

const icons: Record<SnackbarType, IconName> = { success: 'check-circle', error: 'error', info: 'info' };

/**
 * A short message about something that just happened, at the bottom of the screen, that hides by itself.
 * Render it always and toggle `open`, so its live region exists before the message arrives.
 */
export function Snackbar({
  message,
  type = 'info',
  open,
  duration = 6000,
  dismissible = true,
  inline = false,
  onClose,
  closeLabel = 'Close',
}: SnackbarProps) {
  const t = useTranslate();
  const pauseWhileRead = usePausingAutoHide({ active: open, duration, onHide: () => onClose?.('timeout') });

  return (
    <Root
      data-type={type}
      data-open={open || undefined}
      data-inline={inline || undefined}
      {...pauseWhileRead}
    >
      <Live role={type === 'error' ? 'alert' : 'status'} aria-atomic="true">
        {open ? (
          <>
            <Icon name={icons[type]} size="md" />
            <span>{message}</span>
          </>
        ) : null}
      </Live>
      {open && dismissible && onClose ? (
        <CloseButton label={t(closeLabel)} onClick={() => onClose('close')} />
      ) : null}
    </Root>
  );
}

const enter = keyframes`
  from { transform: translateY(${tokens.space[4]}) scale(0.96); }
`;

const Root = styled.div`
  position: fixed;
  inset-inline: ${tokens.space[4]};
  bottom: ${tokens.space[4]};
  z-index: ${tokens.z.toast};
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  max-width: 560px;
  margin-inline: auto;
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  &[data-inline] {
    position: static;
  }

  &[data-open] {
    padding: ${tokens.space[3]} ${tokens.space[4]};
    border: ${tokens.borderWidth.thin} solid;
    border-inline-start-width: 4px;
    border-radius: ${tokens.radius.md};
    box-shadow: ${tokens.elevation.lg};
    animation: ${enter} ${tokens.motion.duration.normal} ${tokens.motion.easing.enter};
  }

  ${(['success', 'error', 'info'] as const)
    .map(
      (t) => `
  &[data-type='${t}'] {
    color: ${tokens.color.feedback[t].text};
    background-color: ${tokens.color.feedback[t].background};
    border-color: ${tokens.color.feedback[t].border};
  }
  &[data-type='${t}']:not([data-open]) {
    background-color: transparent;
  }`,
    )
    .join('\n')}
`;

const Live = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[2]};
  font-weight: ${tokens.font.weight.medium};

  svg {
    flex-shrink: 0;
    margin-block-start: 2px;
  }
`;
