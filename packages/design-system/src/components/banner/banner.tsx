import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Icon, type IconName } from '../icon';
import { CloseButton } from '../snackbar/close-button';
import { usePausingAutoHide } from '../snackbar/use-auto-hide';
import { useTranslate } from '../../i18n/use-texts';

export type BannerType = 'error' | 'info' | 'success' | 'warning';

/** Why the banner asks to close: its time ran out, or the reader pressed the close button. */
export type BannerCloseReason = 'timeout' | 'close';

export interface BannerProps {
  /** Content: a short bold heading, e.g. "Payment failed". */
  title?: string;
  /** Content: the message, as the spec writes it. */
  message: string;
  /** Content: an optional action beside the message (a text Button such as "Try again"). */
  action?: ReactNode;
  /** Appearance: colour and icon. `error` is announced at once (`role="alert"`), the rest politely. */
  type?: BannerType;
  /** Behaviour: shown while true. Keep the banner rendered and toggle this, so its live region stays. */
  open?: boolean;
  /**
   * Behaviour: milliseconds until it asks to close with reason `'timeout'` (the payment-failed banner: 6000).
   * Unset or `0`: it stays. Like Snackbar, the timer stands still while hovered or focused.
   */
  duration?: number;
  /** Behaviour: shows a close button (when `onClose` is given). */
  dismissible?: boolean;
  /** Events: called when the time is up (`'timeout'`) or the close button is pressed (`'close'`). */
  onClose?: (reason: BannerCloseReason) => void;
  /** Accessibility: the name of the close button. */
  closeLabel?: string;
}

const icons: Record<BannerType, IconName> = {
  error: 'error',
  info: 'info',
  success: 'check-circle',
  warning: 'alert',
};

/** A message across the top of a page or section (e.g. the cart's payment-failed banner). */
export function Banner({
  title,
  message,
  action,
  type = 'info',
  open = true,
  duration,
  dismissible = true,
  onClose,
  closeLabel = 'Close',
}: BannerProps) {
  const pauseWhileRead = usePausingAutoHide({ active: open, duration, onHide: () => onClose?.('timeout') });

  const t = useTranslate();
  return (
    <Root data-type={type} data-open={open || undefined} {...pauseWhileRead}>
      <Live role={type === 'error' ? 'alert' : 'status'} aria-atomic="true">
        {open ? (
          <>
            <Icon name={icons[type]} size="md" />
            <Text>
              {title ? <Title>{title}</Title> : null}
              <span>{message}</span>
            </Text>
          </>
        ) : null}
      </Live>
      {open && action ? <ActionSlot>{action}</ActionSlot> : null}
      {open && dismissible && onClose ? (
        <CloseSlot>
          <CloseButton label={t(closeLabel)} onClick={() => onClose('close')} />
        </CloseSlot>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  &[data-open] {
    padding: ${tokens.space[3]} ${tokens.space[4]};
    border: ${tokens.borderWidth.thin} solid;
    border-inline-start-width: 4px;
    border-radius: ${tokens.radius.md};
  }

  ${(['success', 'error', 'info', 'warning'] as const)
    .map(
      (t) => `
  &[data-open][data-type='${t}'] {
    color: ${tokens.color.feedback[t].text};
    background-color: ${tokens.color.feedback[t].background};
    border-color: ${tokens.color.feedback[t].border};
  }`,
    )
    .join('\n')}
`;

const Live = styled.div`
  grid-column: 1;
  grid-row: 1;
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[2]};

  svg {
    flex-shrink: 0;
    margin-block-start: 2px;
  }
`;

const Text = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
`;

const Title = styled.strong`
  font-weight: ${tokens.font.weight.bold};
`;

const ActionSlot = styled.div`
  grid-column: 1;
  padding-inline-start: calc(20px + ${tokens.space[2]});
`;

const CloseSlot = styled.div`
  grid-column: 2;
  grid-row: 1;
  display: flex;
  margin-block: calc(-1 * ${tokens.space[1]});
`;
