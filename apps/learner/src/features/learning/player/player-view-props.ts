import type { RatingValue } from '@quest/api';
import type { PlayerRating, PlayerViewProps } from '@quest/design-system';
import { PLAYER_DISLIKE, PLAYER_LIKE, type PlayerView as PlayerFacade } from '@quest/flows';

/** 5 → like, 0 → dislike (learning-app.md §9). */
export const ratingOf = (value: RatingValue | null | undefined): PlayerRating | null =>
  value === PLAYER_LIKE ? 'like' : value === PLAYER_DISLIKE ? 'dislike' : null;

/**
 * The player façade's values and callbacks as PlayerView props: the whole wiring between the player machine and
 * the design system's view (the app's ContentPlayer and the Flows story both use it).
 */
export function playerViewProps(
  view: PlayerFacade,
): Omit<PlayerViewProps, 'src' | 'title' | 'userName' | 'onTakeTest'> {
  return {
    status: view.status,
    position: view.position,
    duration: view.duration,
    sliderValue: view.sliderValue,
    speed: view.speed,
    volume: view.volume,
    controlsVisible: view.controlsVisible,
    resumeAt: view.resumeAt,
    likeCount: view.rating?.likeCount ?? 0,
    dislikeCount: view.rating?.disLikeCount ?? 0,
    myRating: ratingOf(view.myRating),
    ratingBusy: view.ratingBusy,
    ratingPromptOpen: view.ratingPromptOpen,
    celebrating: view.celebrating,
    testEnabled: view.testEnabled,
    onLoaded: view.loaded,
    onTimeUpdate: view.timeUpdate,
    onEnded: view.mediaEnded,
    onPlay: view.play,
    onPause: view.pause,
    onContinue: view.continueFromSaved,
    onRestart: view.restart,
    onSeekBack: view.seekBack,
    onSeekForward: view.seekForward,
    onSeek: view.seekTo,
    onSpeedChange: view.setSpeed,
    onMute: view.mute,
    onUnmute: view.unmute,
    onShowControls: view.showControls,
    onLike: view.like,
    onDislike: view.dislike,
    onDismissRatingPrompt: view.dismissRatingPrompt,
    onBack: view.back,
  };
}
