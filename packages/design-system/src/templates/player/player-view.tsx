import { useRef, type Ref } from 'react';
import styled from 'styled-components';
import { Celebration } from '../../components/celebration';
import type { FullscreenMode, PlayerRating } from '../../components/player-controls';
import type {
  DecorateVideoRequest,
  VideoRequestKind,
  VideoSurfaceHandle,
  VideoSurfaceLayout,
  VideoSurfaceState,
} from '../../components/video-surface';
import { useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { PlaybackControls, type PlaybackEventProps } from './playback-controls';
import { PlayerSurface } from './player-surface';
import { usePhoneLandscape, usePlayerFullscreen } from './player-hooks';
import { playerViewTexts, type PlayerMarker, type PlayerSpeed, type PlayerViewStatus } from './player-model';
import { RatingActions } from './rating-actions';
import { RatingPrompt } from '../../components/rating-prompt';
import { ResumeOffer } from './resume-offer';

export { usePhoneLandscape } from './player-hooks';
export {
  markerFraction,
  playerViewTexts,
  type PlayerMarker,
  type PlayerSpeed,
  type PlayerViewStatus,
} from './player-model';

/**
 * Props of {@link PlayerView}. The seek, speed and sound events (`onSeekBack`, `onSeekForward`, `onSeek`,
 * `onSpeedChange`, `onMute`, `onUnmute`) are PlaybackControls' own and reach it unchanged.
 */
export interface PlayerViewProps extends PlaybackEventProps {
  /** Content: the HLS playlist URL (`.m3u8`). */
  src: string;
  /** Content: the video's title; shown under the picture in portrait, only announced in landscape. */
  title: string;
  /** Content: an image shown until the first frame is on screen. */
  poster?: string;
  /** Content: the signed-in person's name, drawn as the moving watermark. */
  userName: string;
  /** Content: bookmark markers on the seek slider, each with its tooltip text. */
  markers?: readonly PlayerMarker[];
  /** Content: how many people liked / disliked the video. */
  likeCount?: number;
  dislikeCount?: number;
  /**
   * Content: the saved position in seconds while it is offered (the façade's `resumeAt`): the resume offer asks
   * "Continue from m:ss?" in place of the controls. Null (the default) when nothing is offered.
   */
  resumeAt?: number | null;
  /** Content: the message over the picture when the stream cannot play (VideoSurface's default otherwise). */
  errorText?: string;

  /** Behaviour: the player machine's status; `playing` plays the stream, anything else keeps it paused. */
  status: PlayerViewStatus;
  /** Behaviour: seconds played and the video's length (0 while it loads). */
  position: number;
  duration: number;
  /** Behaviour: what the seek slider shows, 0–0.999999 (the façade's `sliderValue`). */
  sliderValue: number;
  /** Behaviour: the playback rate, 1, 1.5 or 2. */
  speed: PlayerSpeed;
  /** Behaviour: volume 0–1; 0 is muted (the mute toggle shows pressed). */
  volume: number;
  /** Behaviour: the machine's 3-second controls countdown; paused controls stay regardless. */
  controlsVisible: boolean;
  /** Behaviour: the student's own rating; that button shows pressed. */
  myRating?: PlayerRating | null;
  /** Behaviour: a rating is being saved or reloaded; rating presses are ignored. */
  ratingBusy?: boolean;
  /** Behaviour: the like/dislike prompt after an unrated video ended. */
  ratingPromptOpen?: boolean;
  /** Behaviour: the short like celebration (the machine closes it after 1 s). */
  celebrating?: boolean;
  /** Behaviour: the test button is enabled (the video ended and the content has a test code). */
  testEnabled?: boolean;
  /**
   * Appearance: `portrait` (16:9 with the title, rating and test below) or `landscape` (the picture fills the
   * view's container — give it a height — with rating, test and Back in the controls' top row). On a phone turned
   * sideways (`mediaQuery.phoneLandscape`, e.g. 800×360) the view draws landscape whatever this says, as tall as
   * the screen (or its container, if shorter), so the whole control bar is on screen without scrolling.
   */
  layout?: VideoSurfaceLayout;
  /**
   * Behaviour: `fullscreen` on the web (the view puts itself in the browser's full screen and draws landscape
   * there); `landscape` inside the native wrapper (the toggle asks the app, which turns the device through the
   * bridge and passes `layout="landscape"`). The toggle shows pressed in full screen / landscape.
   */
  fullscreenMode?: FullscreenMode;
  /** Behaviour: request decoration for the stream: the session bearer on the key, the video token on segments. */
  decorateRequest?: DecorateVideoRequest;
  /** Behaviour: the surface's commands; the machine's `seekMedia` calls `seek(context.position)` on it. */
  surfaceRef?: Ref<VideoSurfaceHandle>;
  /**
   * Appearance: draws the player as a still picture — the poster in this surface state, the watermark standing
   * still, the prompt and the celebration in the page flow — with no stream. Only for design sheets and docs.
   */
  preview?: VideoSurfaceState;
  /** Accessibility: the title's heading level. Default 2. */
  headingLevel?: 2 | 3;
  /** Accessibility: `main` when the view is the page (/player); `div` (default) inside another page. */
  as?: 'main' | 'div';

  /** Events: the stream's length is known (the façade's `loaded`). */
  onLoaded: (duration: number) => void;
  /** Events: the position moved (the façade's `timeUpdate`). */
  onTimeUpdate: (position: number) => void;
  /** Events: the video played to its end (the façade's `mediaEnded`). */
  onEnded: () => void;
  /** Events: Play / Replay pressed. */
  onPlay: () => void;
  /** Events: Pause pressed, or the browser stopped playback (a refused autoplay, the system). */
  onPause: () => void;
  /** Events: the resume offer's Continue / Start over. */
  onContinue: () => void;
  onRestart: () => void;
  /**
   * Events: a mouse or pen moving over the controls, a press, a key press or focus (the façade's `showControls`); a
   * finger sliding over the picture is no hover, and a tap on the picture while the controls show hides them instead.
   */
  onShowControls: () => void;
  /** Events: like / dislike, from the buttons or the prompt; Not now / Escape closes the prompt. */
  onLike: () => void;
  onDislike: () => void;
  onDismissRatingPrompt: () => void;
  /** Events: the test button (the app goes to /instruction). Without it the test button is not shown. */
  onTakeTest?: () => void;
  /** Events: Back in the landscape top row (the façade's `back`). Without it no Back button shows. */
  onBack?: () => void;
  /** Events: full screen / landscape turned on or off (in `landscape` mode the app rotates the device). */
  onFullscreenChange?: (on: boolean) => void;
  /** Events: the stream failed (for logs: learning-app.md §8 "Video errors are only logged"). */
  onError?: (message: string, request?: { kind: VideoRequestKind; status: number }) => void;
}

/**
 * The video player's screen look (learning-app.md §2 "Video player", §4 "Player"): VideoSurface with the
 * moving watermark of the user's name and the ControlBar (play/pause, back and forward 10 s, the seek slider
 * with bookmark markers, elapsed/total time, speed, mute, full screen or landscape), the portrait title, like
 * and dislike with counts, the celebration on like, the test button, the resume offer "Continue from m:ss?"
 * and the like/dislike prompt at the end. Props only: the player façade (`usePlayer`) supplies the values and
 * receives the events; the view keeps only the browser's full-screen state.
 */
export function PlayerView({
  src,
  title,
  poster,
  userName,
  markers = [],
  likeCount = 0,
  dislikeCount = 0,
  resumeAt = null,
  errorText,
  status,
  position,
  duration,
  sliderValue,
  speed,
  volume,
  controlsVisible,
  myRating = null,
  ratingBusy = false,
  ratingPromptOpen = false,
  celebrating = false,
  testEnabled = false,
  layout = 'portrait',
  fullscreenMode = 'fullscreen',
  decorateRequest,
  surfaceRef,
  preview,
  headingLevel = 2,
  as = 'div',
  onLoaded,
  onTimeUpdate,
  onEnded,
  onPlay,
  onPause,
  onContinue,
  onRestart,
  onShowControls,
  onLike,
  onDislike,
  onDismissRatingPrompt,
  onTakeTest,
  onBack,
  onFullscreenChange,
  onError,
  ...playbackEvents
}: PlayerViewProps) {
  const t = useTexts(playerViewTexts);
  const rootRef = useRef<HTMLElement>(null);
  const { inFullscreen, showFullscreen, toggleFullscreen } = usePlayerFullscreen(
    rootRef,
    fullscreenMode,
    onFullscreenChange,
  );
  const phoneLandscape = usePhoneLandscape();

  const landscape = layout === 'landscape' || inFullscreen || phoneLandscape;
  const surfaceLayout: VideoSurfaceLayout = landscape ? 'landscape' : 'portrait';
  const playing = status === 'playing';
  const fullscreenPressed = fullscreenMode === 'landscape' ? layout === 'landscape' : inFullscreen;

  const ratingActions = (placement: 'page' | 'player') => (
    <RatingActions
      placement={placement}
      likeCount={likeCount}
      dislikeCount={dislikeCount}
      myRating={myRating}
      busy={ratingBusy}
      testEnabled={testEnabled}
      onLike={onLike}
      onDislike={onDislike}
      onTakeTest={onTakeTest}
    />
  );

  const controls =
    resumeAt !== null ? (
      <ResumeOffer resumeAt={resumeAt} onContinue={onContinue} onRestart={onRestart} />
    ) : (
      <PlaybackControls
        playing={playing}
        ended={status === 'ended'}
        inert={status === 'loading' || status === 'leaving'}
        visible={controlsVisible}
        position={position}
        duration={duration}
        sliderValue={sliderValue}
        markers={markers}
        speed={speed}
        volume={volume}
        landscape={landscape}
        topActions={ratingActions('player')}
        fullscreenMode={fullscreenMode}
        fullscreenPressed={fullscreenPressed}
        showFullscreen={showFullscreen}
        onShowControls={onShowControls}
        onPlay={onPlay}
        onPause={onPause}
        {...playbackEvents}
        onFullscreenToggle={toggleFullscreen}
        onBack={onBack}
      />
    );

  return (
    <Root
      as={as}
      ref={rootRef as Ref<HTMLDivElement>}
      data-layout={surfaceLayout}
      data-fit={phoneLandscape ? 'screen' : undefined}
      data-status={status}
      aria-busy={status === 'leaving' || undefined}
    >
      <Stage>
        <PlayerSurface
          src={src}
          title={title}
          poster={poster}
          userName={userName}
          errorText={errorText}
          controls={controls}
          status={status}
          volume={volume}
          speed={speed}
          layout={surfaceLayout}
          decorateRequest={decorateRequest}
          surfaceRef={surfaceRef}
          preview={preview}
          headingLevel={headingLevel}
          onLoaded={onLoaded}
          onTimeUpdate={onTimeUpdate}
          onEnded={onEnded}
          onPause={onPause}
          onError={onError}
        />
        {preview !== undefined && celebrating ? (
          <CelebrationLayer>
            <Celebration open inline label={t.celebration} />
          </CelebrationLayer>
        ) : null}
      </Stage>
      {landscape ? null : ratingActions('page')}
      {preview === undefined ? <Celebration open={celebrating} label={t.celebration} /> : null}
      <RatingPrompt
        open={ratingPromptOpen}
        inline={preview !== undefined}
        onLike={onLike}
        onDislike={onDislike}
        onDismiss={onDismissRatingPrompt}
      />
    </Root>
  );
}

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  width: 100%;
  min-width: 0;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};

  &[data-layout='landscape'] {
    height: 100%;
    gap: 0;
  }

  /* A phone turned sideways: the screen's height (vh first: dvh is Chrome 108, ADR 0097), or the container's. */
  &[data-fit='screen'] {
    height: 100vh;
    height: 100dvh;
    max-height: 100%;
  }

  &:fullscreen {
    width: 100vw;
    height: 100vh;
    background: ${tokens.player.surface};
  }
`;

const Stage = styled.div`
  position: relative;
  display: grid;
  min-width: 0;

  [data-layout='landscape'] > & {
    flex: 1 1 auto;
    grid-template-rows: minmax(0, 1fr);
    min-height: 0;
  }
`;

const CelebrationLayer = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  pointer-events: none;
`;
