import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Icon, iconSizes, type IconName } from '../icon';

/** The tint of a default image tile: a content kind's colour, or a quiet neutral for catalogue and cart items. */
export type CardImageTone = 'watch' | 'think' | 'solve' | 'play' | 'neutral';

/** Props of {@link CardImage} (internal to the card components). */
export interface CardImageProps {
  /** The image address; when absent, empty or failing to load, the default tile shows instead. */
  src?: string | null;
  /** The icon on the default tile. */
  icon: IconName;
  /** The default tile's tint. */
  tone?: CardImageTone;
  /** `wide` fills the width at 16:9 (a card's media); `thumb` is a 16:9 thumbnail `width` px wide (list rows). */
  shape?: 'wide' | 'thumb';
  /** Width of a thumbnail in px. */
  width?: number;
  /**
   * The screen's first picture (its likely largest paint): fetched at once with high priority instead of lazily.
   * Give it to one image per screen at most.
   */
  priority?: boolean;
}

/**
 * A card's picture: the caller's image, or a design-system default (an icon on a tinted tile) when there is none
 * or it fails to load. Decorative: the card's name says what it is, so the image has an empty alt.
 */
export function CardImage({
  src,
  icon,
  tone = 'neutral',
  shape = 'wide',
  width = 96,
  priority = false,
}: CardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const iconSize = shape === 'thumb' && width < 128 ? 'lg' : 'xl';
  const style = shape === 'thumb' ? { width } : undefined;
  return (
    <Frame
      data-shape={shape}
      data-tone={showImage ? undefined : tone}
      data-icon-size={showImage ? undefined : iconSize}
      style={style}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Icon name={icon} size={iconSize} />
      )}
    </Frame>
  );
}

const toneStyles = (['watch', 'think', 'solve', 'play'] as const)
  .map(
    (tone) => `
  &[data-tone='${tone}'] {
    background-color: ${tokens.color.category[tone]};
    color: ${tokens.color.text.inverse};
  }`,
  )
  .join('\n');

const Frame = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  overflow: hidden;
  background-color: ${tokens.color.surface.sunken};
  color: ${tokens.color.text.secondary};
  line-height: 0;

  aspect-ratio: 16 / 9;

  &[data-shape='wide'] {
    width: 100%;
  }

  &[data-shape='thumb'] {
    max-width: 100%;
    border-radius: ${tokens.radius.md};
  }

  ${toneStyles}

  /* Doubled class: wins over the Card media slot's own img and svg sizing. */
  && > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &&[data-icon-size='xl'] > svg {
    width: ${iconSizes.xl}px;
    height: ${iconSizes.xl}px;
  }

  &&[data-icon-size='lg'] > svg {
    width: ${iconSizes.lg}px;
    height: ${iconSizes.lg}px;
  }
`;
