import { useRef, type KeyboardEvent } from 'react';
import { useTranslate } from '../../i18n/use-texts';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { mergeRefs, useControllableState } from '../field';
import { TextField, type TextFieldProps } from '../text-field';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends Omit<
  TextFieldProps,
  'type' | 'start' | 'end' | 'sanitize' | 'locked' | 'showCounter'
> {
  /** Content: the label, e.g. "Search quests". Hide it with `hideLabel` when the icon and placeholder say it. */
  label: string;
  /** Accessibility: the clear button's label. */
  clearLabel?: string;
  /** Events: called after the clear button (or Escape) empties the field. */
  onClear?: () => void;
}

/**
 * A search box (`type="search"`, role searchbox) with a clear button. Every keystroke is reported at once:
 * the caller filters (no debounce). Escape or the clear button empties it and keeps focus in the box.
 */
export function SearchField({
  value,
  defaultValue = '',
  onValueChange,
  clearLabel = 'Clear search',
  onClear,
  onKeyDown,
  disabled,
  readOnly,
  ref,
  ...rest
}: SearchFieldProps) {
  const t = useTranslate();
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    setCurrent('');
    onClear?.();
    inputRef.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && current !== '' && !event.defaultPrevented) {
      event.preventDefault();
      clear();
    }
  };
  const canClear = current !== '' && !disabled && !readOnly;
  return (
    <TextField
      {...rest}
      ref={mergeRefs(inputRef, ref)}
      type="search"
      enterKeyHint="search"
      value={current}
      onValueChange={setCurrent}
      onKeyDown={handleKeyDown}
      disabled={disabled}
      readOnly={readOnly}
      start={<Icon name="search" size="md" />}
      end={canClear ? <IconButton size="sm" icon="close" label={t(clearLabel)} onClick={clear} /> : undefined}
    />
  );
}
