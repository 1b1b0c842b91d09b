import { useTranslate } from '../../../i18n/use-texts';
import { PlayerIconButton } from '../shared/player-icon-button';

/** Props of {@link PlayPauseButton}. */
export interface PlayPauseButtonProps {
  /** Behaviour: whether the video is playing; the button then offers "Pause". */
  playing: boolean;
  /** Behaviour: the video reached its end; the button offers "Replay" (playing again starts from 0). */
  ended?: boolean;
  /** Behaviour: ignores presses (e.g. while the video loads); stays focusable. */
  disabled?: boolean;
  /** Appearance: `lg` (56 px) in the centre of the frame, `md` (44 px) in a bar. */
  size?: 'md' | 'lg';
  /** Events: called when the person asks to play (or replay). */
  onPlay: () => void;
  /** Events: called when the person asks to pause. */
  onPause: () => void;
}

/** Plays or pauses the video. Its name says what a press does: "Play", "Pause" or "Replay". */
export function PlayPauseButton({
  playing,
  ended = false,
  disabled = false,
  size = 'lg',
  onPlay,
  onPause,
}: PlayPauseButtonProps) {
  const t = useTranslate();
  const action = playing ? 'pause' : ended ? 'replay' : 'play';
  const label = { pause: 'Pause', replay: 'Replay', play: 'Play' }[action];
  return (
    <PlayerIconButton
      label={t(label)}
      icon={action}
      size={size}
      disabled={disabled}
      onClick={() => (playing ? onPause() : onPlay())}
    />
  );
}
