import styled from 'styled-components';
import { tokens } from '../../../tokens';

/** Stories only: the dark player surface the controls are drawn on. */
export const PlayerSurface = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[3]};
  max-width: 100%;
  padding: ${tokens.space[4]};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.player.surface};
  color: ${tokens.player.text};
`;

/** Stories only: a caption on the dark surface. */
export const SurfaceCaption = styled.span`
  color: ${tokens.player.text};
  font-size: ${tokens.font.size.sm};
`;
