import styled from 'styled-components';
import { clampLines } from '../../internal/text-wrap';
import { Card } from '../card';
import { CardImage } from '../content-card/card-image';

/** Props of {@link OperationTile}. */
export interface OperationTileProps {
  /** Content: the operation's display name. Clamped to 2 lines; the full name stays the accessible name. */
  name: string;
  /** Accessibility: the name's language (the server's data): the list's `useDataLang()`, read once for all tiles. */
  nameLang?: string;
  /** Content: the tile image (the inline image or the image address the caller picked); when absent or broken
   * a default tile shows. */
  imageUrl?: string | null;
  /** Events: the tile was pressed (click, Enter or Space): select the operation and go to its topics. */
  onOpen?: () => void;
  /** Accessibility: the heading level of the name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** One operation of a mission on the schedules screen: image (or a default) and name; the whole tile is a button. */
export function OperationTile({
  name,
  nameLang,
  imageUrl,
  onOpen,
  headingLevel = 3,
  className,
}: OperationTileProps) {
  return (
    <Root
      className={className}
      headingLevel={headingLevel}
      titleLang={nameLang}
      media={<CardImage src={imageUrl} icon="image" />}
      title={<Clamp title={name}>{name}</Clamp>}
      onClick={() => onOpen?.()}
    />
  );
}

const Root = styled(Card)`
  height: 100%;
`;

/* Card's titleLines cannot clamp inside its button target (a button is an atomic inline box), so the text
   inside the button is clamped instead. */
const Clamp = styled.span`
  ${clampLines(2)}
`;
