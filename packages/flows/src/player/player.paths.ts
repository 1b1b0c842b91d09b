import type { ContentRating } from '@quest/api';
import type { EventFromLogic } from 'xstate';
import type { PlayerContent, PlayerInput, playerMachine } from './player.machine.ts';

/** A video with a test (learning-app.md §3 Content). */
export const sampleVideo: PlayerContent = { contentId: 301, contentTypeCode: '01', testCode: 'T-301' };
/** Another video, without a test. */
export const nextVideo: PlayerContent = { contentId: 302, contentTypeCode: '02', testCode: null };

export const unratedRating: ContentRating = { likeCount: 4, disLikeCount: 1, viewCount: 20, myRating: null };
export const likedRating: ContentRating = { likeCount: 5, disLikeCount: 1, viewCount: 20, myRating: 5 };

/** The input the generated paths start from: a saved position, so the resume offer is reachable. */
export const playerPathInput: PlayerInput = { content: sampleVideo, resumeAt: 65 };

type PlayerPathEvent = EventFromLogic<typeof playerMachine>;

/** Events the generated paths may take: user and media events, actor results and the delayed events. */
export const playerPathEvents = [
  { type: 'media.loaded', duration: 120 },
  { type: 'resume.continue' },
  { type: 'resume.restart' },
  { type: 'play' },
  { type: 'pause' },
  { type: 'media.ended' },
  { type: 'rating.like' },
  { type: 'rating.dislike' },
  { type: 'rating.dismiss' },
  { type: 'content.change', content: nextVideo },
  { type: 'player.back' },
  { type: 'controls.show' },
  { type: 'xstate.done.actor.loadRating', output: unratedRating },
  { type: 'xstate.error.actor.loadRating', error: new Error('Rating failed') },
  { type: 'xstate.done.actor.setRating', output: undefined },
  { type: 'xstate.error.actor.setRating', error: new Error('Rating not saved') },
  { type: 'xstate.done.actor.postAccess', output: undefined },
  { type: 'xstate.error.actor.postAccess', error: new Error('Access not saved') },
  { type: 'xstate.after.oneSecond.player.watching.playback.playing' },
  { type: 'xstate.after.oneSecond.player.watching.controls.visible.three' },
  { type: 'xstate.after.oneSecond.player.watching.controls.visible.two' },
  { type: 'xstate.after.oneSecond.player.watching.controls.visible.one' },
  { type: 'xstate.after.celebrationDuration.player.watching.celebration.showing' },
] as unknown as readonly PlayerPathEvent[];
