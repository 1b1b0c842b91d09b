import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Icon } from '../icon';

/** Internal: the 44 px icon-only close button shared by Snackbar, Banner and Dialog. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <StyledCloseButton type="button" aria-label={label} onClick={onClick}>
      <Icon name="close" size="md" />
    </StyledCloseButton>
  );
}

const StyledCloseButton = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: calc(-1 * ${tokens.space[2]});
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  /* A tint of the text colour drawn by opacity, not color-mix() (Chrome 111; Chromium 106 is supported, ADR 0097). */
  position: relative;

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background-color: currentColor;
    opacity: 0;
    transition: opacity ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};
    pointer-events: none;
  }

  &:hover::before {
    opacity: 0.1;
  }

  &:active::before {
    opacity: 0.18;
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: 0;
  }
`;
