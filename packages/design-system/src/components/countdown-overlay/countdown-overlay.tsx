import { useEffect, useId, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { useModal } from '../dialog/use-modal';
import { Icon } from '../icon';
import { createCountdown } from './countdown';

export interface CountdownOverlayProps {
  /** Content: the message, from the caller (e.g. "Time is up"), shown in the active language. Names the overlay. */
  message: string;
  /** Content: an optional line announced with each count, e.g. "Submitting your test in" (in the active language). */
  detail?: string;
  /** Behaviour: shown while true; the count starts again each time it opens. */
  open: boolean;
  /** Behaviour: the number to count down from; `onDone` comes this many counts after opening. */
  seconds?: number;
  /** Behaviour: milliseconds per count — 1000 in the product; shorter only in tests and demos. */
  interval?: number;
  /** Layout: drawn open in the page flow, not modal, with the count standing still — only for design sheets. */
  inline?: boolean;
  /** Events: the count reached zero (the test runner submits then). */
  onDone: () => void;
}

/**
 * The test runner's time-out overlay: a modal over the whole screen with the caller's message and a visible
 * 3…2…1 count, then `onDone`. The page behind is inert and it cannot be dismissed; each count is announced
 * politely.
 */
export function CountdownOverlay({
  message,
  detail,
  open,
  seconds = 3,
  interval = 1000,
  inline = false,
  onDone,
}: CountdownOverlayProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const translate = useTranslate();
  useModal(ref, { open, inline, dismissible: false, onClose: undefined });

  return (
    <Overlay
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      open={inline && open ? true : undefined}
      data-inline={inline || undefined}
    >
      {open ? (
        <Card>
          <Icon name="clock" size="xl" />
          <Message id={titleId}>{translate(message)}</Message>
          <Count
            seconds={seconds}
            interval={interval}
            detail={detail && translate(detail)}
            onDone={onDone}
            paused={inline}
          />
        </Card>
      ) : null}
    </Overlay>
  );
}

function Count({
  seconds,
  interval,
  detail,
  onDone,
  paused,
}: {
  seconds: number;
  interval: number;
  detail: string | undefined;
  onDone: () => void;
  paused: boolean;
}) {
  const [remaining, setRemaining] = useState(seconds);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (paused) return;
    const countdown = createCountdown(seconds, {
      interval,
      onTick: setRemaining,
      onDone: () => onDoneRef.current(),
    });
    countdown.start();
    return () => countdown.cancel();
  }, [seconds, interval, paused]);

  const shown = Math.max(remaining, 1);
  return (
    <Live aria-live="polite" aria-atomic="true">
      {detail ? <Detail>{detail}</Detail> : null}
      <Digit key={shown}>{shown}</Digit>
    </Live>
  );
}

const tick = keyframes`
  from { transform: scale(1.4); }
  to { transform: scale(1); }
`;

/* Fixed to the viewport and exactly its size (dynamic height on phones), whatever the width of the page behind. */
const Overlay = styled.dialog`
  position: fixed;
  inset: 0;
  z-index: ${tokens.z.dialog};
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  max-width: 100vw;
  max-height: 100vh;
  max-height: 100dvh;
  margin: 0;
  padding: ${tokens.space[4]};
  border: 0;
  background: transparent;
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family.base};

  &[open] {
    display: flex;
    align-items: center;
    justify-content: center;
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &::backdrop {
    background-color: ${tokens.color.surface.overlay};
  }

  &[data-inline] {
    position: relative;
    inset: auto;
    z-index: auto;
    height: auto;
    max-width: none;
    max-height: none;
    min-height: 320px;
    border-radius: ${tokens.radius.lg};
    background-color: ${tokens.color.surface.overlay};
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[3]};
  box-sizing: border-box;
  width: min(100%, ${tokens.dialog.width.sm});
  max-height: 100%;
  padding: ${tokens.space[8]} ${tokens.space[6]};
  overflow-y: auto;
  border-radius: ${tokens.radius.xl};
  background-color: ${tokens.color.surface.raised};
  box-shadow: ${tokens.elevation.lg};
  text-align: center;
  overflow-wrap: anywhere;

  > svg {
    color: ${tokens.color.feedback.warning.text};
  }
`;

const Message = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size['2xl']};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Live = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[2]};
  margin: 0;
`;

const Detail = styled.span`
  color: ${tokens.color.text.secondary};
`;

const Digit = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  border: 6px solid ${tokens.color.action.primary};
  border-radius: ${tokens.radius.pill};
  color: ${tokens.color.action.primary};
  font-size: ${tokens.font.size['4xl']};
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  animation: ${tick} ${tokens.motion.duration.slow} ${tokens.motion.easing.enter};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
