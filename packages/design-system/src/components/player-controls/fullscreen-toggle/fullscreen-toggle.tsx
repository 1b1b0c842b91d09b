import { useTranslate } from '../../../i18n/use-texts';
import { PlayerIconButton } from '../shared/player-icon-button';

export type FullscreenMode = 'fullscreen' | 'landscape';

/** Props of {@link FullscreenToggle}. */
export interface FullscreenToggleProps {
  /**
   * Behaviour: `fullscreen` on the web (the player fills the screen), `landscape` inside the native wrapper
   * (the app turns the device to landscape through the bridge; learning-app.md §4 "Player").
   */
  mode?: FullscreenMode;
  /** Behaviour: whether the player is in full screen (or landscape) now; `aria-pressed`. */
  pressed: boolean;
  /** Behaviour: ignores presses; stays focusable. */
  disabled?: boolean;
  /** Events: the state asked for: `true` to enter full screen / landscape, `false` to leave it. */
  onPressedChange: (pressed: boolean) => void;
}

const looks = {
  fullscreen: { label: 'Full screen', icon: 'fullscreen', pressedIcon: 'exit-fullscreen' },
  landscape: { label: 'Landscape', icon: 'landscape', pressedIcon: 'portrait' },
} as const;

/** The full-screen toggle, or the landscape toggle inside the native wrapper; pressed while active. */
export function FullscreenToggle({
  mode = 'fullscreen',
  pressed,
  disabled = false,
  onPressedChange,
}: FullscreenToggleProps) {
  const t = useTranslate();
  const look = looks[mode];
  return (
    <PlayerIconButton
      label={t(look.label)}
      icon={pressed ? look.pressedIcon : look.icon}
      pressed={pressed}
      disabled={disabled}
      onClick={() => onPressedChange(!pressed)}
    />
  );
}
