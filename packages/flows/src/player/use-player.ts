import { useMachine } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import type { ContentRating, RatingValue } from '@quest/api';
import { playerMachine, type PlayerContent, type PlayerEvent, type PlayerInput } from './player.machine.ts';
import { sliderFraction, type PlaybackSpeed } from './seek.ts';

/** The real effects the app supplies (`machine.provide` options). */
export type PlayerImplementations = Parameters<typeof playerMachine.provide>[0];

export type PlayerStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'leaving';

export interface PlayerView {
  /** Where playback is; 'leaving' while the last access is posted on the way back. */
  status: PlayerStatus;
  content: PlayerContent;
  /** Seconds. */
  position: number;
  duration: number;
  /** What the seek slider shows, 0–0.999999. */
  sliderValue: number;
  speed: PlaybackSpeed;
  volume: number;
  muted: boolean;
  /** Whether the controls show; they hide when the 3-second counter reaches 0. */
  controlsVisible: boolean;
  /** 3, 2, 1 while visible, 0 once hidden. */
  controlsCounter: number;
  /**
   * The saved position in seconds while it is offered ("Continue from m:ss?", which the view words), otherwise
   * null.
   */
  resumeAt: number | null;
  /** The like/dislike prompt after an unrated video ended. */
  ratingPromptOpen: boolean;
  /** The like celebration (closes after 1 s). */
  celebrating: boolean;
  rating: ContentRating | null;
  myRating: RatingValue | null;
  /** True while a rating is being saved or reloaded. */
  ratingBusy: boolean;
  /** The test button: enabled once the video ended and the content has a test code. */
  testEnabled: boolean;
  /** Events the video element reports. */
  loaded: (duration: number) => void;
  timeUpdate: (position: number) => void;
  mediaEnded: () => void;
  play: () => void;
  pause: () => void;
  /** Continue from the saved position, or start over. */
  continueFromSaved: () => void;
  restart: () => void;
  seekBack: () => void;
  seekForward: () => void;
  /** Seek to a slider fraction (clamped to 0–0.999999). */
  seekTo: (fraction: number) => void;
  setSpeed: (speed: PlaybackSpeed) => void;
  nextSpeed: () => void;
  mute: () => void;
  unmute: () => void;
  /** Any touch or pointer movement over the player: shows the controls for 3 s. */
  showControls: () => void;
  like: () => void;
  dislike: () => void;
  dismissRatingPrompt: () => void;
  /** Play another content item (posts the previous access when more than 1 s was watched before the end). */
  changeContent: (content: PlayerContent, resumeAt?: number) => void;
  /** Leave the player: posts the access when more than 1 s was watched, then navigates back. */
  back: () => void;
}

/** Video player flow for the screen: plain values and callbacks, no state strings. */
export function usePlayer(implementations: PlayerImplementations, input: PlayerInput): PlayerView {
  // The first implementations win: the machine is created once per mounted player.
  const [machine] = useState(() => playerMachine.provide(implementations));
  const [snapshot, sendToMachine] = useMachine(machine, { input });
  // Only the public events: the machine raises its internal ones (watch.second, access.logged) itself.
  const send: (event: PlayerEvent) => void = sendToMachine;
  const { context } = snapshot;
  const callbacks = useMemo(
    () => ({
      loaded: (duration: number) => send({ type: 'media.loaded', duration }),
      timeUpdate: (position: number) => send({ type: 'media.timeupdate', position }),
      mediaEnded: () => send({ type: 'media.ended' }),
      play: () => send({ type: 'play' }),
      pause: () => send({ type: 'pause' }),
      continueFromSaved: () => send({ type: 'resume.continue' }),
      restart: () => send({ type: 'resume.restart' }),
      seekBack: () => send({ type: 'seek.back' }),
      seekForward: () => send({ type: 'seek.forward' }),
      seekTo: (fraction: number) => send({ type: 'seek.to', fraction }),
      setSpeed: (speed: PlaybackSpeed) => send({ type: 'speed.set', speed }),
      nextSpeed: () => send({ type: 'speed.next' }),
      mute: () => send({ type: 'volume.mute' }),
      unmute: () => send({ type: 'volume.unmute' }),
      showControls: () => send({ type: 'controls.show' }),
      like: () => send({ type: 'rating.like' }),
      dislike: () => send({ type: 'rating.dislike' }),
      dismissRatingPrompt: () => send({ type: 'rating.dismiss' }),
      back: () => send({ type: 'player.back' }),
    }),
    [send],
  );
  const changeContent = useCallback(
    (content: PlayerContent, resumeAt?: number) =>
      send({ type: 'content.change', content, ...(resumeAt === undefined ? {} : { resumeAt }) }),
    [send],
  );
  const playback = (['ready', 'playing', 'paused', 'ended'] as const).find((s) =>
    snapshot.matches({ watching: { playback: s } }),
  );
  const status: PlayerStatus =
    snapshot.matches('leaving') || snapshot.matches('left') ? 'leaving' : (playback ?? 'loading');
  return {
    status,
    content: context.content,
    position: context.position,
    duration: context.duration,
    sliderValue: sliderFraction(context.position, context.duration),
    speed: context.speed,
    volume: context.volume,
    muted: context.volume === 0,
    controlsVisible: snapshot.matches({ watching: { controls: 'visible' } }),
    controlsCounter: context.controlsCounter,
    resumeAt: snapshot.matches({ watching: { playback: 'offeringResume' } }) ? context.resumeAt : null,
    ratingPromptOpen: snapshot.matches({ watching: { rating: 'prompting' } }),
    celebrating: snapshot.matches({ watching: { celebration: 'showing' } }),
    rating: context.rating,
    myRating: context.rating?.myRating ?? null,
    ratingBusy:
      snapshot.matches({ watching: { rating: 'saving' } }) ||
      snapshot.matches({ watching: { rating: 'reloading' } }),
    testEnabled: context.ended && Boolean(context.content.testCode),
    changeContent,
    ...callbacks,
  };
}
