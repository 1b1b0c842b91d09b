import styled from 'styled-components';
import { tokens } from '../../tokens';
import { wrapWords } from '../../internal/text-wrap';

/** Styled bits shared by the mission page's panels. */

/** A panel's heading ("Operations", the current operation's name). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;
