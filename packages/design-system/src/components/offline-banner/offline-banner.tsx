import styled from 'styled-components';
import { wholeCount } from '../../format/units';
import { questI18n } from '../../i18n/i18n';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';

/** Props of {@link OfflineBanner}. */
export interface OfflineBannerProps {
  /** State: the device has no network. The banner says so and that what the student does is kept. */
  offline: boolean;
  /** Content: writes kept on this device for later (the outbox); counted under the message when above 0. */
  waiting?: number;
  /** State: back online and the kept writes are being sent. Ignored while `offline`. */
  sending?: boolean;
}

/** The banner's texts (the spec is silent; ADR 0089). */
export const OFFLINE_MESSAGE =
  'You are offline. What you do here is saved on this device and sent when you are back online.';
export const SENDING_MESSAGE = 'Back online. Sending your saved changes…';

/** The count of kept writes (ICU plural; its Hindi is in the catalogues, ADR 0142). */
export const WAITING_MESSAGE =
  '{count, plural, one {# change waiting to be sent} other {# changes waiting to be sent}}';

/** "1 change waiting to be sent", "3 changes waiting to be sent" (en-IN grouping), in the active language. */
export function waitingMessage(count: number): string {
  return questI18n.translate(WAITING_MESSAGE, { count: wholeCount(count) });
}

/**
 * A thin bar at the top of every page while the device is offline, or while the writes kept offline are sent once
 * it is back. It sits in the page flow (above the sticky top bars, never over the bottom navigation) and is
 * announced politely (`role="status"`). Online with nothing to send, it renders nothing.
 */
export function OfflineBanner({ offline, waiting = 0, sending = false }: OfflineBannerProps) {
  const t = useTranslate();
  if (!offline && !sending) return null;
  const count = Math.max(0, Math.floor(waiting));
  return (
    <Root role="status" aria-atomic="true" data-state={offline ? 'offline' : 'sending'}>
      <Icon name={offline ? 'alert' : 'upload'} size="sm" />
      <Text>
        <span>{t(offline ? OFFLINE_MESSAGE : SENDING_MESSAGE)}</span>
        {count > 0 ? <Count>{t(WAITING_MESSAGE, { count: wholeCount(count) })}</Count> : null}
      </Text>
    </Root>
  );
}

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[2]};
  width: 100%;
  padding: ${tokens.space[2]} ${tokens.space[4]};
  border-block-end: ${tokens.borderWidth.thin} solid;
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  &[data-state='offline'] {
    color: ${tokens.color.feedback.warning.text};
    background-color: ${tokens.color.feedback.warning.background};
    border-color: ${tokens.color.feedback.warning.border};
  }

  &[data-state='sending'] {
    color: ${tokens.color.feedback.info.text};
    background-color: ${tokens.color.feedback.info.background};
    border-color: ${tokens.color.feedback.info.border};
  }

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

const Count = styled.span`
  font-weight: ${tokens.font.weight.bold};
`;
