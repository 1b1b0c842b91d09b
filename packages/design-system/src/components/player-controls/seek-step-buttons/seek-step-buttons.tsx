import { useTranslate } from '../../../i18n/use-texts';
import { PlayerIconButton } from '../shared/player-icon-button';

/** The seek step of the back and forward buttons, in seconds (learning-app.md §9). */
export const SEEK_STEP_SECONDS = 10;

/** The buttons' names (ICU; `seconds` is {@link SEEK_STEP_SECONDS}). */
const BACK_LABEL = 'Back {seconds} seconds';
const FORWARD_LABEL = 'Forward {seconds} seconds';

/** Props of {@link Back10Button} and {@link Forward10Button}. */
export interface SeekStepButtonProps {
  /** Behaviour: ignores presses (e.g. while the video loads); stays focusable. */
  disabled?: boolean;
  /** Events: called on each press; the player moves 10 s (or to the start / end, by its own rule). */
  onClick: () => void;
}

/** Goes back 10 seconds ("Back 10 seconds"). */
export function Back10Button({ disabled = false, onClick }: SeekStepButtonProps) {
  const t = useTranslate();
  return (
    <PlayerIconButton
      label={t(BACK_LABEL, { seconds: SEEK_STEP_SECONDS })}
      icon="rewind-10"
      badge={SEEK_STEP_SECONDS}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

/** Goes forward 10 seconds ("Forward 10 seconds"). */
export function Forward10Button({ disabled = false, onClick }: SeekStepButtonProps) {
  const t = useTranslate();
  return (
    <PlayerIconButton
      label={t(FORWARD_LABEL, { seconds: SEEK_STEP_SECONDS })}
      icon="forward-10"
      badge={SEEK_STEP_SECONDS}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
