import styled, { keyframes } from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon, type IconName } from '../icon';
import { useAutoHide } from '../snackbar/use-auto-hide';

export interface CelebrationProps {
  /** Behaviour: plays while true. The caller turns it off from `onDone`. */
  open: boolean;
  /** Behaviour: milliseconds until `onDone` (the spec: the like celebration closes after 1 s). */
  duration?: number;
  /** Layout: in the page flow instead of over the middle of the screen — for design sheets and docs. */
  inline?: boolean;
  /** Content: the icon that celebrates. */
  icon?: IconName;
  /** Events: called once, `duration` ms after it opened. */
  onDone?: () => void;
  /** Accessibility: the text shown under the icon and announced politely, e.g. "Liked!". */
  label?: string;
}

/**
 * A short burst over the screen after a like. It never takes focus or blocks presses. Readers who ask for reduced
 * motion see the same icon standing still for the same time.
 */
export function Celebration({
  open,
  duration = 1000,
  inline = false,
  icon = 'like',
  onDone,
  label = 'Liked!',
}: CelebrationProps) {
  const t = useTranslate();
  useAutoHide({ active: open, duration, onHide: () => onDone?.() });
  return (
    <Root data-open={open || undefined} data-inline={inline || undefined}>
      <span role="status">
        {open ? (
          <Burst>
            <Badge>
              <Icon name={icon} size="xl" />
            </Badge>
            <Label>{t(label)}</Label>
          </Burst>
        ) : null}
      </span>
    </Root>
  );
}

// The whole burst fits in about 1 s; the motion tokens are 0 ms under reduced motion.
const length = `calc(${tokens.motion.duration.slow} * 3)`;

const pop = keyframes`
  0% { transform: scale(0.3); }
  35% { transform: scale(1.25) rotate(-12deg); }
  55% { transform: scale(0.95) rotate(6deg); }
  75%, 100% { transform: scale(1) rotate(0deg); }
`;

const ring = keyframes`
  0% { transform: scale(0.6); opacity: 0.9; }
  100% { transform: scale(1.8); opacity: 0; }
`;

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${tokens.z.toast};
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;

  &[data-inline] {
    position: relative;
    inset: auto;
    z-index: auto;
  }

  &[data-inline][data-open] {
    padding: ${tokens.space[6]};
  }
`;

const Burst = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const Badge = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 88px;
  height: 88px;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.celebration.background};
  color: ${tokens.celebration.icon};
  box-shadow: ${tokens.elevation.lg};
  animation: ${pop} ${length} ${tokens.motion.easing.standard} both;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border: ${tokens.borderWidth.thick} solid ${tokens.celebration.icon};
    border-radius: inherit;
    opacity: 0;
    animation: ${ring} ${length} ${tokens.motion.easing.exit} both;
  }

  svg {
    width: 44px;
    height: 44px;
  }

  @media (prefers-reduced-motion: reduce) {
    &,
    &::after {
      animation: none;
    }
  }
`;

const Label = styled.span`
  padding: ${tokens.space[1]} ${tokens.space[3]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
  box-shadow: ${tokens.elevation.md};
`;
