import { useEffect, useId, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { AlertDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { Celebration } from '../../components/celebration';
import {
  Back10Button,
  ControlBar,
  ControlBarRow,
  Forward10Button,
  FullscreenToggle,
  MuteToggle,
  PlayPauseButton,
  RatingButtons,
  SeekSlider,
  SpeedMenu,
  TestButton,
  TimeDisplay,
  Watermark,
  type FullscreenMode,
  type PlayerRating,
  type SeekBookmark,
} from '../../components/player-controls';
import { PlayerIconButton } from '../../components/player-controls/shared/player-icon-button';
import {
  VideoSurface,
  type DecorateVideoRequest,
  type VideoRequestKind,
  type VideoSurfaceHandle,
  type VideoSurfaceLayout,
  type VideoSurfaceState,
} from '../../components/video-surface';
import { VIDEO_SURFACE_TEXT, VideoSurfaceFrame } from '../../components/video-surface/video-surface-frame';
import { useMediaQuery } from '../../internal/use-media-query';
import { mediaQuery, tokens } from '../../tokens';

/** Texts of the player screen (learning-app.md §2 "Video player"; the spec leaves prompt texts to the caller). */
export const playerViewTexts = {
  controls: 'Video controls',
  back: 'Back',
  resumeContinue: 'Continue',
  resumeRestart: 'Start over',
  ratingPromptTitle: 'Did you like this video?',
  ratingPromptBody: 'Tell us with a like or a dislike.',
  like: 'Like',
  dislike: 'Dislike',
  notNow: 'Not now',
  celebration: 'Liked!',
} as const;

/** Where playback is (the player façade's `status`): 'leaving' while the last access is posted on the way back. */
export type PlayerViewStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'leaving';

/** The speeds the player offers (learning-app.md §9). */
export type PlayerSpeed = 1 | 1.5 | 2;

/** A bookmark on the seek slider (the API's marker: `position` is a percentage of the video's length). */
export interface PlayerMarker {
  /** Percentage 0–100 of the video's length where the marker sits. */
  position: number;
  /** The tooltip text. */
  text: string;
}

/** Props of {@link PlayerView}. */
export interface PlayerViewProps {
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
  /** Content: "Continue from m:ss?" while a saved position is offered (the façade's `resumeQuestion`). */
  resumeQuestion?: string | null;
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
  /** Events: back / forward 10 s, and a slider seek (fraction 0–0.999999). */
  onSeekBack: () => void;
  onSeekForward: () => void;
  onSeek: (fraction: number) => void;
  /** Events: a speed was chosen. */
  onSpeedChange: (speed: PlayerSpeed) => void;
  /** Events: mute (volume 0) and unmute (the flow restores 0.2). */
  onMute: () => void;
  onUnmute: () => void;
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

const MAX_FRACTION = 0.999999;

/** A marker's percentage as a slider fraction, clamped to 0–0.999999. */
export function markerFraction(position: number): number {
  if (!Number.isFinite(position) || position <= 0) return 0;
  return Math.min(position / 100, MAX_FRACTION);
}

const fullscreenSupported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * Whether the screen is a phone turned sideways (`mediaQuery.phoneLandscape`): PlayerView then draws its landscape
 * layout at the screen's height, with Back in its top row, so a page leaves out its own Back above the player.
 */
export function usePhoneLandscape(): boolean {
  return useMediaQuery(mediaQuery.phoneLandscape);
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
  resumeQuestion = null,
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
  onSeekBack,
  onSeekForward,
  onSeek,
  onSpeedChange,
  onMute,
  onUnmute,
  onShowControls,
  onLike,
  onDislike,
  onDismissRatingPrompt,
  onTakeTest,
  onBack,
  onFullscreenChange,
  onError,
}: PlayerViewProps) {
  const rootRef = useRef<HTMLElement>(null);
  const resumeId = useId();
  const [inFullscreen, setInFullscreen] = useState(false);
  const phoneLandscape = usePhoneLandscape();

  const onFullscreenChangeRef = useRef(onFullscreenChange);
  useEffect(() => {
    onFullscreenChangeRef.current = onFullscreenChange;
  });
  // The browser's full screen is the one state the view keeps (the web mode only).
  useEffect(() => {
    if (fullscreenMode !== 'fullscreen') return undefined;
    const follow = () => {
      const on = document.fullscreenElement !== null && document.fullscreenElement === rootRef.current;
      setInFullscreen(on);
      onFullscreenChangeRef.current?.(on);
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [fullscreenMode]);

  // The browser pauses the element just before `ended`; that pause must not reach the machine as the
  // student's pause (it would leave `playing` before the end is reported). So a pause from the surface is
  // passed on after the ended event had its chance, and only while the machine still plays.
  const latest = useRef({ status, onPause });
  useEffect(() => {
    latest.current = { status, onPause };
  });
  const endedSincePlay = useRef(false);
  const pauseTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pauseTimer.current), []);
  const surfacePaused = () => {
    window.clearTimeout(pauseTimer.current);
    pauseTimer.current = window.setTimeout(() => {
      if (!endedSincePlay.current && latest.current.status === 'playing') latest.current.onPause();
    });
  };

  const landscape = layout === 'landscape' || inFullscreen || phoneLandscape;
  const surfaceLayout: VideoSurfaceLayout = landscape ? 'landscape' : 'portrait';
  const playing = status === 'playing';
  const ended = status === 'ended';
  const inert = status === 'loading' || status === 'leaving' || resumeQuestion !== null;
  const bookmarks: SeekBookmark[] = markers.map((m) => ({
    fraction: markerFraction(m.position),
    text: m.text,
  }));
  const fullscreenPressed = fullscreenMode === 'landscape' ? layout === 'landscape' : inFullscreen;
  const showFullscreen = fullscreenMode === 'landscape' || fullscreenSupported();

  const toggleFullscreen = (on: boolean) => {
    if (fullscreenMode === 'landscape') {
      onFullscreenChange?.(on);
      return;
    }
    const root = rootRef.current;
    if (on && root?.requestFullscreen) root.requestFullscreen().catch(() => {});
    else if (!on && document.fullscreenElement) document.exitFullscreen().catch(() => {});
  };

  const ratingButtons = (tone: 'page' | 'player') => (
    <RatingButtons
      likeCount={likeCount}
      dislikeCount={dislikeCount}
      myRating={myRating}
      busy={ratingBusy}
      tone={tone}
      onRate={(rating) => (rating === 'like' ? onLike() : onDislike())}
    />
  );

  const resumeOffer =
    resumeQuestion !== null ? (
      <ResumeOffer role="group" aria-labelledby={resumeId}>
        <ResumeQuestion id={resumeId}>{resumeQuestion}</ResumeQuestion>
        <ResumeActions>
          <Button size="sm" variant="secondary" iconStart="replay" onClick={onRestart}>
            {playerViewTexts.resumeRestart}
          </Button>
          <Button size="sm" iconStart="play" onClick={onContinue}>
            {playerViewTexts.resumeContinue}
          </Button>
        </ResumeActions>
      </ResumeOffer>
    ) : null;

  const controls = resumeOffer ?? (
    <ControlBar
      playing={playing}
      visible={controlsVisible}
      label={playerViewTexts.controls}
      onActivity={onShowControls}
      top={
        landscape ? (
          <TopRow>
            {onBack ? <PlayerIconButton label={playerViewTexts.back} icon="back" onClick={onBack} /> : null}
            <TopEnd>
              {ratingButtons('player')}
              {onTakeTest && testEnabled ? <TestButton enabled onClick={onTakeTest} /> : null}
            </TopEnd>
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
                onPressedChange={toggleFullscreen}
              />
            ) : null}
          </>
        }
      >
        <TimeDisplay elapsed={position} total={duration} />
      </ControlBarRow>
    </ControlBar>
  );

  const watermark = <Watermark text={userName} still={preview !== undefined} />;

  const surface =
    preview !== undefined ? (
      <VideoSurfaceFrame
        title={title}
        layout={surfaceLayout}
        state={preview}
        poster={poster}
        showPoster
        headingLevel={headingLevel}
        loadingText={VIDEO_SURFACE_TEXT.loading}
        errorText={errorText ?? VIDEO_SURFACE_TEXT.error}
        retryText={VIDEO_SURFACE_TEXT.retry}
        onRetry={() => {}}
        controls={controls}
        watermark={watermark}
      />
    ) : (
      <VideoSurface
        ref={surfaceRef}
        src={src}
        title={title}
        poster={poster}
        layout={surfaceLayout}
        headingLevel={headingLevel}
        errorText={errorText}
        decorateRequest={decorateRequest}
        playing={playing}
        muted={volume === 0}
        volume={volume}
        playbackRate={speed}
        controls={controls}
        watermark={watermark}
        onReady={onLoaded}
        onTimeUpdate={(current) => onTimeUpdate(current)}
        onPlay={() => {
          endedSincePlay.current = false;
        }}
        onPause={surfacePaused}
        onEnded={() => {
          endedSincePlay.current = true;
          onEnded();
        }}
        onError={onError}
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
        {surface}
        {preview !== undefined && celebrating ? (
          <CelebrationLayer>
            <Celebration open inline label={playerViewTexts.celebration} />
          </CelebrationLayer>
        ) : null}
      </Stage>
      {landscape ? null : (
        <Actions>
          {ratingButtons('page')}
          {onTakeTest ? <TestButton enabled={testEnabled} onClick={onTakeTest} /> : null}
        </Actions>
      )}
      {preview === undefined ? <Celebration open={celebrating} label={playerViewTexts.celebration} /> : null}
      <AlertDialog
        type="like"
        open={ratingPromptOpen}
        inline={preview !== undefined}
        title={playerViewTexts.ratingPromptTitle}
        body={playerViewTexts.ratingPromptBody}
        onClose={onDismissRatingPrompt}
        actions={
          <>
            <Button variant="text" onClick={onDismissRatingPrompt}>
              {playerViewTexts.notNow}
            </Button>
            <Button variant="secondary" iconStart="dislike" onClick={onDislike}>
              {playerViewTexts.dislike}
            </Button>
            <Button iconStart="like" onClick={onLike}>
              {playerViewTexts.like}
            </Button>
          </>
        }
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space[3]};
`;

const TopRow = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${tokens.space[2]};
  min-width: 0;
`;

const TopEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space[2]};
  margin-inline-start: auto;
  min-width: 0;
`;

const ResumeOffer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  background-color: ${tokens.player.scrim};
  color: ${tokens.player.text};
  text-align: center;
`;

const ResumeQuestion = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const ResumeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[2]};
`;
