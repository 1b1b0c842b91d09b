import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Back10Button,
  ControlBar,
  ControlBarRow,
  Forward10Button,
  FullscreenToggle,
  MuteToggle,
  PlayPauseButton,
  SeekSlider,
  SpeedMenu,
  TimeDisplay,
  type FullscreenMode,
  type SeekBookmark,
} from '../../../components/player-controls';
import { PlayerIconButton } from '../../../components/player-controls/shared/player-icon-button';
import { useTexts } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { markerFraction, playerViewTexts, type PlayerMarker, type PlayerSpeed } from '../player-model';

/** Props of {@link PlaybackControls}. */
export interface PlaybackControlsProps {
  /** Behaviour: the stream plays (Pause is offered and the controls may hide); otherwise Play. */
  playing: boolean;
  /** Behaviour: the video played to its end; Replay is offered. */
  ended: boolean;
  /** Behaviour: loading, leaving or a resume offer: play, back/forward 10 s, seeking and speed are disabled. */
  inert: boolean;
  /** Behaviour: the machine's 3-second controls countdown; paused controls stay regardless. */
  visible: boolean;
  /** Behaviour: seconds played and the video's length (0 while it loads: the slider is disabled). */
  position: number;
  duration: number;
  /** Behaviour: what the seek slider shows, 0–0.999999. */
  sliderValue: number;
  /** Content: bookmark markers on the seek slider, each with its tooltip text. */
  markers: readonly PlayerMarker[];
  /** Behaviour: the playback rate, 1, 1.5 or 2. */
  speed: PlayerSpeed;
  /** Behaviour: volume 0–1; 0 is muted (the mute toggle shows pressed). */
  volume: number;
  /** Appearance: landscape draws the top row: Back (with `onBack`) and `topActions`. */
  landscape: boolean;
  /** Content: the end of the landscape top row (the rating and the test). */
  topActions?: ReactNode;
  /** Behaviour: the toggle's kind, `fullscreen` (web) or `landscape` (native wrapper), and whether it shows pressed. */
  fullscreenMode: FullscreenMode;
  fullscreenPressed: boolean;
  /** Behaviour: the full-screen / landscape toggle shows (the browser allows full screen, or landscape mode). */
  showFullscreen: boolean;
  /** Events: a mouse or pen moving over the controls, a press, a key press or focus. */
  onShowControls: () => void;
  /** Events: Play / Replay and Pause pressed. */
  onPlay: () => void;
  onPause: () => void;
  /** Events: back / forward 10 s, and a slider seek (fraction 0–0.999999). */
  onSeekBack: () => void;
  onSeekForward: () => void;
  onSeek: (fraction: number) => void;
  /** Events: a speed was chosen. */
  onSpeedChange: (speed: PlayerSpeed) => void;
  /** Events: mute (volume 0) and unmute (the player flow restores 0.2). */
  onMute: () => void;
  onUnmute: () => void;
  /** Events: the full-screen / landscape toggle was pressed (true: turn it on). */
  onFullscreenToggle: (on: boolean) => void;
  /** Events: Back in the landscape top row. Without it no Back button shows. */
  onBack?: () => void;
}

/** The seek, speed and sound events, which PlayerView takes as they are and hands to {@link PlaybackControls}. */
export type PlaybackEventProps = Pick<
  PlaybackControlsProps,
  'onSeekBack' | 'onSeekForward' | 'onSeek' | 'onSpeedChange' | 'onMute' | 'onUnmute'
>;

/**
 * The player's controls over the picture (ControlBar): back and forward 10 s with play/pause in the middle, the
 * seek slider with its bookmarks, then the time, speed, mute and full screen or landscape; in landscape a top row
 * with Back and the rating. Place it in the positioned video frame.
 */
export function PlaybackControls({
  playing,
  ended,
  inert,
  visible,
  position,
  duration,
  sliderValue,
  markers,
  speed,
  volume,
  landscape,
  topActions,
  fullscreenMode,
  fullscreenPressed,
  showFullscreen,
  onShowControls,
  onPlay,
  onPause,
  onSeekBack,
  onSeekForward,
  onSeek,
  onSpeedChange,
  onMute,
  onUnmute,
  onFullscreenToggle,
  onBack,
}: PlaybackControlsProps) {
  const t = useTexts(playerViewTexts);
  const bookmarks: SeekBookmark[] = markers.map((m) => ({
    fraction: markerFraction(m.position),
    text: m.text,
  }));
  return (
    <ControlBar
      playing={playing}
      visible={visible}
      label={t.controls}
      onActivity={onShowControls}
      top={
        landscape ? (
          <TopRow>
            {onBack ? <PlayerIconButton label={t.back} icon="back" onClick={onBack} /> : null}
            {topActions}
          </TopRow>
        ) : null
      }
      center={
        <>
          <Back10Button disabled={inert} onClick={onSeekBack} />
          <PlayPauseButton
            playing={playing}
            ended={ended}
            disabled={inert}
            onPlay={onPlay}
            onPause={onPause}
          />
          <Forward10Button disabled={inert} onClick={onSeekForward} />
        </>
      }
    >
      <SeekSlider
        value={sliderValue}
        duration={duration}
        bookmarks={bookmarks}
        disabled={inert || duration <= 0}
        onSeek={onSeek}
      />
      <ControlBarRow
        end={
          <>
            <SpeedMenu value={speed} disabled={inert} onChange={(s) => onSpeedChange(s as PlayerSpeed)} />
            <MuteToggle volume={volume} onVolumeChange={(v) => (v === 0 ? onMute() : onUnmute())} />
            {showFullscreen ? (
              <FullscreenToggle
                mode={fullscreenMode}
                pressed={fullscreenPressed}
                onPressedChange={onFullscreenToggle}
              />
            ) : null}
          </>
        }
      >
        <TimeDisplay elapsed={position} total={duration} />
      </ControlBarRow>
    </ControlBar>
  );
}

const TopRow = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${tokens.space[2]};
  min-width: 0;
`;
