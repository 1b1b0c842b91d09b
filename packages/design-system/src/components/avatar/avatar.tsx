import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { initialsOf } from './initials';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Content: the person's name; gives the initials and the image's text alternative. */
  name: string;
  /** Content: the picture's address. Without it (or when it fails to load) the initials show. */
  src?: string | null;
  /** Appearance: 32, 40, 64 or 96 px. */
  size?: AvatarSize;
  /** Accessibility: hides the avatar from screen readers when the name is already written beside it
   * ("Hi, Asha"). The picker keeps its label. */
  decorative?: boolean;
  /** Events: makes the avatar a picker: pressing it opens the file chooser for images, and the chosen file is
   * passed here. */
  onPick?: (file: File) => void;
  /** Accessibility: the picker's name. */
  pickLabel?: string;
}

/** A person's picture, or their initials when there is none; optionally a picker for a new picture. */
export function Avatar({
  name,
  src,
  size = 'md',
  decorative = false,
  onPick,
  pickLabel = 'Change profile picture',
}: AvatarProps) {
  const t = useTranslate();
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const hidden = decorative || Boolean(onPick);

  const face = (
    <Face
      data-size={size}
      aria-hidden={hidden || undefined}
      {...(!hidden && !showImage && { role: 'img', 'aria-label': name })}
    >
      {showImage ? (
        <img src={src!} alt={hidden ? '' : name} onError={() => setFailed(src ?? null)} />
      ) : (
        <span aria-hidden="true" translate="no">
          {initialsOf(name)}
        </span>
      )}
    </Face>
  );

  if (!onPick) return face;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports it.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <Picker data-size={size}>
      {face}
      <PickMark aria-hidden="true">
        <Icon name="image" size="sm" />
      </PickMark>
      <input
        type="file"
        accept="image/*"
        className="visually-hidden"
        aria-label={t(pickLabel)}
        onChange={handleChange}
      />
    </Picker>
  );
}

const sizeRules = (['sm', 'md', 'lg', 'xl'] as const)
  .map(
    (s) => `
  &[data-size='${s}'] {
    width: ${tokens.avatar.size[s]};
    height: ${tokens.avatar.size[s]};
    font-size: calc(${tokens.avatar.size[s]} * 0.4);
  }`,
  )
  .join('\n');

const Face = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.brand.primary};
  color: ${tokens.color.text.inverse};
  font-weight: ${tokens.font.weight.bold};
  line-height: 1;
  user-select: none;
  ${sizeRules}

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Picker = styled.label`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${tokens.radius.pill};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  /* Without :has() (ADR 0097) any focus of the file input rings the picker; with it, keyboard focus only. */
  &:focus-within {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  &:focus-within:not(:has(input:focus-visible)) {
    outline: none;
  }
`;

const PickMark = styled.span`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  display: inline-flex;
  padding: 2px;
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.strong};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
`;
