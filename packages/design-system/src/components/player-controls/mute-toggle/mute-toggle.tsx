import { useTranslate } from '../../../i18n/use-texts';
import { PlayerIconButton } from '../shared/player-icon-button';

/** Mute sets the volume to 0 (learning-app.md §5). */
export const MUTED_VOLUME = 0;
/** Unmute sets the volume to 0.2 (learning-app.md §5, §9), whatever it was before. */
export const UNMUTE_VOLUME = 0.2;

/** Props of {@link MuteToggle}. */
export interface MuteToggleProps {
  /** Behaviour: the current volume, 0–1; 0 means muted (the button shows pressed). */
  volume: number;
  /** Behaviour: ignores presses; stays focusable. */
  disabled?: boolean;
  /** Accessibility: the toggle's name; `aria-pressed` says whether the sound is off. */
  label?: string;
  /** Events: the new volume, `0` to mute or `0.2` to unmute. */
  onVolumeChange: (volume: typeof MUTED_VOLUME | typeof UNMUTE_VOLUME) => void;
}

/** Turns the sound off and on: a "Mute" toggle, pressed while the volume is 0. */
export function MuteToggle({ volume, disabled = false, label = 'Mute', onVolumeChange }: MuteToggleProps) {
  const t = useTranslate();
  const muted = volume === MUTED_VOLUME;
  return (
    <PlayerIconButton
      label={t(label)}
      icon={muted ? 'mute' : 'volume'}
      pressed={muted}
      disabled={disabled}
      onClick={() => onVolumeChange(muted ? UNMUTE_VOLUME : MUTED_VOLUME)}
    />
  );
}
