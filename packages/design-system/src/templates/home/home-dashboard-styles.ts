import styled from 'styled-components';
import { media, tokens } from '../../tokens';

/** A section's heading on the home dashboard (Missions, Your quests, Your info). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
`;

/** The mission cards' grid: one column on a phone, two from `sm`, three from `xl` (also the loading skeleton's). */
export const MissionGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
    min-width: 0;
  }
`;

/** A side panel (the quest list, the student's info): a raised, bordered box. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  min-width: 0;
`;
