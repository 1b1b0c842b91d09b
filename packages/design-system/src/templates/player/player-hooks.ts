import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FullscreenMode } from '../../components/player-controls';
import { useMediaQuery } from '../../internal/use-media-query';
import { mediaQuery } from '../../tokens';
import type { PlayerViewStatus } from './player-model';

/**
 * Whether the screen is a phone turned sideways (`mediaQuery.phoneLandscape`): PlayerView then draws its landscape
 * layout at the screen's height, with Back in its top row, so a page leaves out its own Back above the player.
 */
export function usePhoneLandscape(): boolean {
  return useMediaQuery(mediaQuery.phoneLandscape);
}

const fullscreenSupported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * The browser's full screen, the one state the player view keeps (the web mode only): whether the view's root is
 * in full screen, whether the toggle shows, and the toggle's handler (in `landscape` mode it only tells the app,
 * which turns the device through the bridge).
 */
export function usePlayerFullscreen(
  rootRef: RefObject<HTMLElement | null>,
  fullscreenMode: FullscreenMode,
  onFullscreenChange?: (on: boolean) => void,
) {
  const [inFullscreen, setInFullscreen] = useState(false);
  const onFullscreenChangeRef = useRef(onFullscreenChange);
  useEffect(() => {
    onFullscreenChangeRef.current = onFullscreenChange;
  });
  useEffect(() => {
    if (fullscreenMode !== 'fullscreen') return undefined;
    const follow = () => {
      const on = document.fullscreenElement !== null && document.fullscreenElement === rootRef.current;
      setInFullscreen(on);
      onFullscreenChangeRef.current?.(on);
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [fullscreenMode, rootRef]);

  const toggleFullscreen = (on: boolean) => {
    if (fullscreenMode === 'landscape') {
      onFullscreenChange?.(on);
      return;
    }
    const root = rootRef.current;
    if (on && root?.requestFullscreen) root.requestFullscreen().catch(() => {});
    else if (!on && document.fullscreenElement) document.exitFullscreen().catch(() => {});
  };

  return {
    inFullscreen,
    showFullscreen: fullscreenMode === 'landscape' || fullscreenSupported(),
    toggleFullscreen,
  };
}

/**
 * The surface's play, pause and ended events for the machine. The browser pauses the element just before
 * `ended`; that pause must not reach the machine as the student's pause (it would leave `playing` before the end
 * is reported). So a pause from the surface is passed on after the ended event had its chance, and only while the
 * machine still plays.
 */
export function useSurfaceEvents(status: PlayerViewStatus, onPause: () => void, onEnded: () => void) {
  const latest = useRef({ status, onPause });
  useEffect(() => {
    latest.current = { status, onPause };
  });
  const endedSincePlay = useRef(false);
  const pauseTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pauseTimer.current), []);
  return {
    onSurfacePlay: () => {
      endedSincePlay.current = false;
    },
    onSurfacePause: () => {
      window.clearTimeout(pauseTimer.current);
      pauseTimer.current = window.setTimeout(() => {
        if (!endedSincePlay.current && latest.current.status === 'playing') latest.current.onPause();
      });
    },
    onSurfaceEnded: () => {
      endedSincePlay.current = true;
      onEnded();
    },
  };
}
