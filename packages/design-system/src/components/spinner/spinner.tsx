import styled, { keyframes } from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon, type IconSize } from '../icon';

export type SpinnerSize = IconSize;

export interface SpinnerProps {
  /** Appearance: `sm` 16 px, `md` 20 px, `lg` 24 px, `xl` 32 px. */
  size?: SpinnerSize;
  /** Appearance: shows the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Accessibility: what is happening, read by screen readers (`role="status"`). */
  label?: string;
}

/** A turning ring while something loads. Under reduced motion the ring stands still; the label still says it. */
export function Spinner({ size = 'lg', showLabel = false, label = 'Loading' }: SpinnerProps) {
  const t = useTranslate();
  return (
    <Root role="status" data-size={size}>
      <Icon name="spinner" size={size} />
      <span className={showLabel ? undefined : 'visually-hidden'}>{t(label)}</span>
    </Root>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  color: ${tokens.color.text.secondary};
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.md};

  &[data-size='sm'] {
    font-size: ${tokens.font.size.sm};
  }

  svg {
    flex-shrink: 0;
    color: ${tokens.color.action.primary};
    animation: ${spin} ${tokens.motion.duration.spinner} ${tokens.motion.easing.linear} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: none;
    }
  }
`;
