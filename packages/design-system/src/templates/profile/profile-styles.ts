import styled from 'styled-components';
import { tokens } from '../../tokens';
import { wrapWords } from '../../internal/text-wrap';

/** Styled bits shared by the profile's panels. */

/** A raised card holding one panel of the profile. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  min-width: 0;
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
`;

/** A secondary line of small text (the email, the support address). */
export const Detail = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
  overflow-wrap: anywhere;
`;

/** A list of names with points (My Missions, the friends). */
export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]};
  min-height: 44px;
  border-bottom: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};

  &:last-child {
    border-bottom: 0;
  }
`;

export const RowName = styled.span`
  min-width: 0;
  ${wrapWords}
`;

export const RowPoints = styled.span`
  flex-shrink: 0;
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.secondary};
`;
