import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { useDataLang } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { parseHexColour, textToneOn } from './tag-colour';

/** Props of {@link Tag}. */
export interface TagProps {
  /** Content: the label, e.g. "Bestseller" (a quest's or product's `tagValue`). */
  label: string;
  /** Appearance: the background as a hex colour (`#abc` or `#aabbcc`, the `tagColor` from the catalogue). Anything
   * else falls back to the brand colour. The text turns dark or light, whichever contrasts more. */
  colour?: string | null;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * A short coloured label on a catalogue card. The author's colour is kept; the text colour follows it. The label is
 * the catalogue's data: English, marked `lang="en"` in another language.
 */
export function Tag({ label, colour, className }: TagProps) {
  const lang = useDataLang();
  const hex = parseHexColour(colour);
  const style = hex ? ({ '--tag-background': hex } as CSSProperties) : undefined;
  return (
    <StyledTag lang={lang} className={className} style={style} data-tone={hex ? textToneOn(hex) : 'brand'}>
      {label}
    </StyledTag>
  );
}

const StyledTag = styled.span`
  display: inline-block;
  max-width: 100%;
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border-radius: ${tokens.radius.sm};
  background-color: var(--tag-background, ${tokens.color.brand.primary});
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  overflow-wrap: anywhere;

  &[data-tone='brand'] {
    color: ${tokens.color.text.inverse};
  }
  &[data-tone='dark'] {
    color: ${tokens.tag.textOnLight};
  }
  &[data-tone='light'] {
    color: ${tokens.tag.textOnDark};
  }
`;
